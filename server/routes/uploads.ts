import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { UPLOAD_FORMATS, UploadAnswer, UploadParams, UploadQuery, uploadUrl, uploadValue } from "../../src/domain/uploads.ts";
import type { Db } from "../db/connection.ts";
import { findOwnUpload, insertUpload } from "../db/upload-queries.ts";
import { HttpError, notFoundAnswer } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { requireUser } from "../services/sessions.ts";
import { normalizeImage } from "../services/uploads/normalize-image.ts";
import { acceptRawImageBody, rawBody } from "../services/uploads/raw-image-body.ts";
import type { UploadStorage } from "../services/uploads/storage.ts";

const DEFAULT_NAME = "image";

/** The readable part of the uploader's file name, without its extension; ours is added from the real format. */
function baseName(name: string | undefined): string {
  const stem = (name ?? "").replace(/\.[^.]*$/, "").replace(/[^\p{L}\p{N} _-]+/gu, "").trim().slice(0, 80);
  return stem || DEFAULT_NAME;
}

/**
 * POST /api/v1/uploads takes the image itself as the request body, whatever Content-Type it is sent
 * with (docs/decisions/008-uploads.md); GET serves a file to its owner only.
 */
export function uploadRoutes(app: FastifyInstance, db: Db, { storage, clock }: { storage: UploadStorage; clock: () => Date }): void {
  app.register(async (scope) => {
    // A caller without a valid session is turned away before a body of up to 2 MB is read.
    scope.addHook("onRequest", async (request) => {
      await requireUser(db, request, clock());
    });
    acceptRawImageBody(scope);

    defineRoute(scope, {
      method: "POST",
      url: "/api/v1/uploads",
      summary: "Upload a PNG, JPEG or GIF image (raw bytes as the body, at most 2,097,152 bytes); metadata is stripped",
      tags: ["uploads"],
      querystring: UploadQuery,
      response: UploadAnswer,
      handler: async ({ query }, request) => {
        const user = await requireUser(db, request, clock());
        const image = await normalizeImage(rawBody(request.body));
        const { contentType, extension } = UPLOAD_FORMATS[image.format];
        const id = randomUUID();
        const name = `${baseName(query.name)}.${extension}`;
        const storageKey = `${id}.${extension}`;
        await storage.put(storageKey, image.bytes);
        try {
          await insertUpload(db, {
            id,
            user_id: user.userId,
            name,
            content_type: contentType,
            byte_size: image.bytes.length,
            storage_key: storageKey,
            created_at: clock().toISOString(),
          });
        } catch (error) {
          await storage.remove(storageKey);
          throw error;
        }
        const url = uploadUrl(id);
        return { data: { id, url, name, value: uploadValue(name, url) } };
      },
    });

    defineRoute(scope, {
      method: "GET",
      url: "/api/v1/uploads/:id",
      summary: "One uploaded image, to the account that uploaded it (others get 404)",
      tags: ["uploads"],
      params: UploadParams,
      response: v.instance(Buffer),
      handler: async ({ params }, request, reply) => {
        const user = await requireUser(db, request, clock());
        const upload = await findOwnUpload(db, user.userId, params.id);
        const bytes = upload && (await storage.get(upload.storage_key));
        if (!upload || !bytes) throw new HttpError(404, notFoundAnswer().message);
        reply
          .header("content-type", upload.content_type)
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, max-age=86400, immutable")
          .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(upload.name)}`);
        return bytes;
      },
    });
  });
}
