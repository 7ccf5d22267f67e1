import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { BranchId, BranchSaved, LogoKey, commonwealthDay, isLogoKey, logoKeyOf, logoUrl } from "#domain/establishments.ts";
import { UPLOAD_FORMATS } from "#domain/uploads.ts";
import type { Services } from "../composition.ts";
import { findOwnBranch, findOwnBranchLogo, setBranchLogo } from "./establishment-queries.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { portalAccount, requireEstablishment } from "./establishment-sessions.ts";
import { acceptRawImageBody, rawBody } from "../uploads/raw-image-body.ts";

const SAVED = "Logo saved.";
const REMOVED = "Logo removed.";
/** Enough for the largest printed QR page; a logo is never shown bigger. */
const LOGO_MAX_SIDE_PX = 1024;

const CONTENT_TYPES: Record<string, string> = Object.fromEntries(Object.values(UPLOAD_FORMATS).map(({ extension, contentType }) => [extension, contentType]));

/**
 * Branch logos (docs/decisions/012-establishment-accounts.md): uploaded by the branch's account,
 * checked and re-encoded like travellers' uploads, and served to anyone from our own origin.
 */
export function establishmentLogoRoutes(app: FastifyInstance, { db, logos: storage, imageLimits: limits, clock }: Services): void {
  async function answer(accountId: string, id: string, message: string) {
    const now = clock();
    const branch = await findOwnBranch(db, accountId, id, commonwealthDay(now));
    if (!branch) throw new HttpError(404, "BRANCH_NOT_FOUND");
    return { message, data: branch };
  }

  /** Points the branch at its new logo (or none) and lets the old file go. */
  async function replaceLogo(accountId: string, id: string, logo: string): Promise<void> {
    const previous = await findOwnBranchLogo(db, accountId, id);
    if (previous === undefined || !(await setBranchLogo(db, accountId, id, logo))) throw new HttpError(404, "BRANCH_NOT_FOUND");
    const previousKey = logoKeyOf(previous);
    if (previousKey) await storage.remove(previousKey);
  }

  app.register(async (scope) => {
    acceptRawImageBody(scope);

    defineRoute(scope, {
      method: "POST",
      url: "/api/v1/establishment/branches/:id/logo",
      summary: "Upload the branch's logo: a PNG, JPEG or GIF image as the raw body (at most 2,097,152 bytes), re-encoded without metadata",
      tags: ["establishment portal"],
      params: BranchId,
      response: BranchSaved,
      // A caller without a portal session, with another account's branch or over the upload limits is turned away before a body of up to 2 MB is read.
      access: async (request, reply) => {
        const now = clock();
        const session = await requireEstablishment(db, request, now);
        const id = v.safeParse(BranchId, request.params);
        if (!id.success || (await findOwnBranchLogo(db, session.accountId, id.output.id)) === undefined) throw new HttpError(404, "BRANCH_NOT_FOUND");
        limits.admit(reply, { account: `establishment:${session.accountId}`, address: request.ip }, now);
        return session;
      },
      handler: async ({ params, auth: { accountId } }, request, reply) => {
        const image = await limits.normalize(reply, rawBody(request.body), { maxSide: LOGO_MAX_SIDE_PX });
        const key = `${randomUUID()}.${UPLOAD_FORMATS[image.format].extension}`;
        await storage.put(key, image.bytes);
        try {
          await replaceLogo(accountId, params.id, logoUrl(key));
        } catch (error) {
          await storage.remove(key);
          throw error;
        }
        return answer(accountId, params.id, SAVED);
      },
    });
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/v1/establishment/branches/:id/logo",
    summary: "Remove the branch's logo",
    tags: ["establishment portal"],
    params: BranchId,
    response: BranchSaved,
    access: portalAccount(db, clock),
    handler: async ({ params, auth: { accountId } }) => {
      await replaceLogo(accountId, params.id, "");
      return answer(accountId, params.id, REMOVED);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/logos/:key",
    summary: "A branch logo, to anyone: it is on the printed QR and the check-in pages",
    tags: ["establishment portal"],
    params: LogoKey,
    response: v.instance(Buffer),
    handler: async ({ params }, _request, reply) => {
      const bytes = isLogoKey(params.key) ? await storage.get(params.key) : undefined;
      const contentType = CONTENT_TYPES[params.key.slice(params.key.lastIndexOf(".") + 1)];
      if (!bytes || !contentType) throw new HttpError(404, "NOT_FOUND");
      reply
        .header("content-type", contentType)
        .header("x-content-type-options", "nosniff")
        // A new logo gets a new address, so a logo never changes under its address.
        .header("cache-control", "public, max-age=31536000, immutable");
      return bytes;
    },
  });
}
