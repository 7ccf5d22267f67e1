import type { FastifyInstance } from "fastify";
import { ImportUrlBody, UploadAnswer } from "#domain/uploads.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";
import { signedInUser } from "../sign-in/sessions.ts";
import { fetchRemoteImage } from "./remote-image.ts";
import { storeUpload } from "./upload-service.ts";

/** The file name at the end of the address's path, when there is one. */
function lastSegment(url: URL): string | undefined {
  const segment = url.pathname.split("/").pop() ?? "";
  try {
    return decodeURIComponent(segment) || undefined;
  } catch {
    return segment || undefined;
  }
}

/**
 * POST /api/v1/uploads/from-url (docs/product-spec.md, part 5, the 'url' tab): the server fetches the image, since
 * the browser may not (CORS, our CSP), checks and re-encodes it like a file upload, and keeps it
 * for the caller (docs/decisions/008-uploads.md).
 */
export function uploadFromUrlRoutes(app: FastifyInstance, { db, uploads: storage, imageLimits: limits, config, clock }: Services): void {
  const trustedOrigins = config.uploadUrlTrustedOrigins;
  defineRoute(app, {
    method: "POST",
    url: "/api/v1/uploads/from-url",
    summary: "Fetch a PNG, JPEG or GIF image from a public https address (at most 2,097,152 bytes) and keep it like an upload",
    tags: ["uploads"],
    body: ImportUrlBody,
    response: UploadAnswer,
    access: signedInUser(db, clock),
    handler: async ({ body, auth: user }, request, reply) => {
      const now = clock();
      limits.admit(reply, { account: user.userId, address: request.ip }, now);
      const fetched = await fetchRemoteImage(body.url, { trustedOrigins });
      const image = await limits.normalize(reply, fetched.bytes, { field: "url" });
      return storeUpload(db, storage, { userId: user.userId, name: body.name ?? lastSegment(fetched.url), image, now: clock() });
    },
  });
}
