import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { UploadAnswer, UploadParams, UploadQuery } from "#domain/uploads.ts";
import type { Services } from "../composition.ts";
import { findOwnUpload } from "./upload-queries.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { requireUser, signedInUser } from "../sign-in/sessions.ts";
import { acceptRawImageBody, rawBody } from "./raw-image-body.ts";
import { storeUpload } from "./upload-service.ts";

/**
 * POST /api/v1/uploads takes the image itself as the request body, whatever Content-Type it is sent
 * with (docs/decisions/008-uploads.md); GET serves a file to its owner only.
 */
export function uploadRoutes(app: FastifyInstance, { db, uploads: storage, imageLimits: limits, clock }: Services): void {
  app.register(async (scope) => {
    acceptRawImageBody(scope);

    defineRoute(scope, {
      method: "POST",
      url: "/api/v1/uploads",
      summary: "Upload a PNG, JPEG or GIF image (raw bytes as the body, at most 2,097,152 bytes); metadata is stripped",
      tags: ["uploads"],
      querystring: UploadQuery,
      response: UploadAnswer,
      // A caller without a valid session, or over the upload limits, is turned away before a body of up to 2 MB is read.
      access: async (request, reply) => {
        const now = clock();
        const user = await requireUser(db, request, now);
        limits.admit(reply, { account: user.userId, address: request.ip }, now);
        return user;
      },
      handler: async ({ query, auth: user }, request, reply) => {
        const image = await limits.normalize(reply, rawBody(request.body));
        return storeUpload(db, storage, { userId: user.userId, name: query.name, image, now: clock() });
      },
    });

    defineRoute(scope, {
      method: "GET",
      url: "/api/v1/uploads/:id",
      summary: "One uploaded image, to the account that uploaded it (others get 404)",
      tags: ["uploads"],
      params: UploadParams,
      response: v.instance(Buffer),
      access: signedInUser(db, clock),
      handler: async ({ params, auth: user }, _request, reply) => {
        const upload = await findOwnUpload(db, user.userId, params.id);
        const bytes = upload && (await storage.get(upload.storage_key));
        if (!upload || !bytes) throw new HttpError(404, "NOT_FOUND");
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
