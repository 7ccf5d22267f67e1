import { type MrzFailure, readPassportMrz } from "#domain/passport-mrz.ts";
import type { PassportRead } from "../../../../machines/passport-scan.machine.ts";
import type { MrzOcr } from "./mrz-ocr.ts";
import { zonePictures } from "./zone-pictures.ts";

// Below this spread of the Laplacian (measured 370–3,000 on sharp photos, under 15 once blurred) a picture is too soft to read.
const BLURRED_BELOW = 40;

/**
 * The passport's fields from a photo, read on the device: the zone's band first, then the whole
 * photo. A zone read with a failing check digit is reported as such; no zone at all in a blurred
 * photo is reported as blurred, so the person knows to hold still rather than to reframe.
 */
export async function readPassport(photo: Blob, ocr: MrzOcr, today: Date): Promise<PassportRead> {
  const { pictures, sharpness } = await zonePictures(photo);
  let failure: MrzFailure = "no_mrz";
  for (const picture of pictures) {
    const reading = readPassportMrz(await ocr.read(picture), today);
    if (reading.ok) return { ok: true, fields: reading.fields };
    if (reading.failure === "check_digit") failure = "check_digit";
  }
  return { ok: false, failure: failure === "no_mrz" && sharpness < BLURRED_BELOW ? "blurry" : failure };
}
