import sharp from "sharp";
import { MAX_UPLOAD_PIXELS, type UploadFormat } from "#domain/uploads.ts";
import { fieldRefusal } from "../http/field-errors.ts";
import type { DecodeQueue } from "./decode-queue.ts";

/** Longest side kept: enough to read a vaccination card, small enough to store and send. */
const MAX_SIDE_PX = 4096;

const SIGNATURES: ReadonlyArray<{ format: UploadFormat; bytes: readonly number[] }> = [
  { format: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { format: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { format: "gif", bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
];

/** The format the file's first bytes announce; its name and the request's Content-Type are not trusted. */
export function detectImageFormat(bytes: Uint8Array): UploadFormat | undefined {
  return SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))?.format;
}

export interface NormalizedImage {
  bytes: Buffer;
  format: UploadFormat;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

type Field = "file" | "url";

/**
 * Reads the header only: a small file can announce a picture that costs seconds and hundreds of
 * megabytes to decode, so its size is refused before any pixel is decoded, without waiting for a turn.
 */
async function checkDimensions(bytes: Buffer, field: Field): Promise<void> {
  let pixels: number;
  try {
    // Only the header is read here; the default limit would turn a huge announced size into "damaged".
    const { width, height, pageHeight } = await sharp(bytes, { animated: false, limitInputPixels: false }).metadata();
    pixels = width * (pageHeight ?? height);
  } catch {
    throw fieldRefusal(field, "IMAGE_DAMAGED");
  }
  if (pixels > MAX_UPLOAD_PIXELS) throw fieldRefusal(field, "TOO_MANY_PIXELS");
}

/**
 * Decodes the image and encodes it again in its own format: what is stored is pixels only, with
 * no EXIF, GPS or other metadata, and nothing a decoder could be tricked by. The orientation the
 * camera recorded is applied first, since its tag is dropped with the rest. The decode waits for
 * a turn in `queue` (DecodeQueueFull when the line is full).
 */
export async function normalizeImage(
  queue: DecodeQueue,
  bytes: Buffer,
  { maxSide = MAX_SIDE_PX, field = "file" }: { maxSide?: number; field?: Field } = {},
): Promise<NormalizedImage> {
  if (bytes.length === 0) throw fieldRefusal(field, "UPLOAD_EMPTY");
  const format = detectImageFormat(bytes);
  if (!format) throw fieldRefusal(field, "NOT_AN_IMAGE");
  await checkDimensions(bytes, field);
  return queue.run(async () => {
    try {
      // The header was checked, but the decoder enforces the bound too, whatever the header said.
      const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "error", animated: false })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true });
      const output = format === "png" ? image.png() : format === "jpeg" ? image.jpeg({ quality: 85, mozjpeg: true }) : image.gif();
      return { bytes: await output.toBuffer(), format };
    } catch (error) {
      throw fieldRefusal(field, isPixelLimitError(error) ? "TOO_MANY_PIXELS" : "IMAGE_DAMAGED");
    }
  });
}
