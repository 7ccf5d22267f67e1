import * as v from "valibot";

/** Image uploads (profile photo, vaccination cards): shared by the upload form and the server. */
export const UPLOAD_FORMATS = {
  png: { contentType: "image/png", extension: "png" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  gif: { contentType: "image/gif", extension: "gif" },
} as const;
export type UploadFormat = keyof typeof UPLOAD_FORMATS;

export const UPLOAD_MESSAGES = {
  tooLarge: "File size is too large",
  notAnImage: "Only PNG, JPG or GIF images can be uploaded.",
  empty: "Choose an image to upload.",
  damaged: "The image could not be read. It may be damaged or incomplete.",
  tooManyPixels: "The image has too many pixels. Use a picture of at most 16 megapixels.",
  tooMany: "Too many images uploaded. Please try again in a minute.",
  busy: "The server is busy with other images. Please try again in a moment.",
  urlInvalid: "Enter the web address of an image, starting with https://.",
  urlNotAllowed: "This address cannot be used. Give the public https:// address of an image.",
  urlUnreachable: "The image could not be fetched from this address. Check the address and try again.",
} as const;

/**
 * Larger pictures are refused before they are decoded: a small compressed file can expand to
 * gigabytes. 4096 × 4096 takes a phone's 12 or 16 megapixel photo of a card whole, and nothing
 * larger is kept (decision 008).
 */
export const MAX_UPLOAD_PIXELS = 4096 * 4096;

const URL_PREFIX = "/api/v1/uploads/";

export function uploadUrl(id: string): string {
  return URL_PREFIX + id;
}

/** docs/product-spec.md, part 3: an uploaded image is kept as the text 'name::url'. */
export function uploadValue(name: string, url: string): string {
  return `${name}::${url}`;
}

/** The upload id behind a 'name::url' value or a bare url of this API; undefined for anything else. */
export function uploadIdOf(value: string): string | undefined {
  const url = value.includes("::") ? value.slice(value.lastIndexOf("::") + 2) : value;
  const match = /^\/api\/v1\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(url);
  return match?.[1];
}

/** The address of the upload behind a 'name::url' value; undefined when it names none of ours. */
export function uploadUrlOf(value: string): string | undefined {
  const id = uploadIdOf(value);
  return id === undefined ? undefined : uploadUrl(id);
}

/** The name part of a 'name::url' value. */
export function uploadNameOf(value: string): string {
  return value.includes("::") ? value.slice(0, value.lastIndexOf("::")) : "";
}

/** The file name the uploader gave (query `name`); only its readable part is kept. */
export const UploadQuery = v.object({
  name: v.optional(v.pipe(v.string(), v.maxLength(255, "The file name is too long."))),
});

function isWebAddress(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** POST /api/v1/uploads/from-url: the server fetches the image itself (the browser may not). */
export const ImportUrlBody = v.object({
  url: v.pipe(v.string(UPLOAD_MESSAGES.urlInvalid), v.trim(), v.maxLength(2048, UPLOAD_MESSAGES.urlInvalid), v.check(isWebAddress, UPLOAD_MESSAGES.urlInvalid)),
  name: UploadQuery.entries.name,
});
export type ImportUrlBody = v.InferInput<typeof ImportUrlBody>;

/** Whether the shared schema takes this text as an image address (the server decides whether it may be fetched). */
export function isImportableUrl(url: string): boolean {
  return v.safeParse(ImportUrlBody.entries.url, url).success;
}

export const UploadParams = v.object({ id: v.string() });

export const UploadAnswer = v.object({
  data: v.object({ id: v.string(), url: v.string(), name: v.string(), value: v.string() }),
});
export type UploadAnswer = v.InferOutput<typeof UploadAnswer>;
