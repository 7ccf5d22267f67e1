import type { FastifyError, FastifyInstance } from "fastify";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import { HttpError } from "../http/errors.ts";

/**
 * Makes the routes of a scope take an image's raw bytes as the body, whatever Content-Type it is
 * sent with (docs/decisions/008-uploads.md): the content decides, not the header. A body over
 * MAX_UPLOAD_BYTES is 413 'File size is too large', before it is read when Content-Length says so.
 */
export function acceptRawImageBody(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
  scope.setErrorHandler((error: FastifyError) => {
    // Thrown on to the app's error handler, which gives it the spec's error format.
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new HttpError(413, "UPLOAD_TOO_LARGE");
    throw error;
  });
}

/** The body such a route received; an empty one when none came. */
export function rawBody(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}
