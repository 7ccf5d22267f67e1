import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import { UPLOAD_FORMATS } from "#domain/uploads.ts";
import type { CallFailure } from "./call-failure.ts";

export const ACCEPTED_TYPES: readonly string[] = Object.values(UPLOAD_FORMATS).map((format) => format.contentType);

const NOT_AN_IMAGE: CallFailure = { status: 422, code: "VALIDATION_FAILED", message: undefined, details: { file: "NOT_AN_IMAGE" } };
const TOO_LARGE: CallFailure = { status: 413, code: "UPLOAD_TOO_LARGE", message: undefined };

/**
 * A file checked before it is sent (docs/product-spec.md, part 5): a PNG, JPG or GIF of at most
 * 2,097,152 bytes. A refused one gets the answer the server gives the same file (decision 042), so
 * it reads the same whichever side refused it; undefined when it may be sent.
 */
export function refusedFile(file: Blob): CallFailure | undefined {
  if (!ACCEPTED_TYPES.includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE;
  return undefined;
}
