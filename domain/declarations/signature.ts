import * as v from "valibot";
import { IsoDate } from "../fields.ts";
import { EnglishName } from "./english-text.ts";

export const SIGNATURE_REQUIRED_MESSAGE = "Please sign the form to proceed.";

/** A drawn signature is a PNG data URL; 300 KB of base64 is far more than a finger's strokes need. */
export const MAX_SIGNATURE_LENGTH = 300_000;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** docs/product-spec.md, part 3 "Signature": the drawn signature, the date and the printed name. */
export const Signature = v.object({
  image: v.pipe(
    v.string(SIGNATURE_REQUIRED_MESSAGE),
    v.nonEmpty(SIGNATURE_REQUIRED_MESSAGE),
    v.maxLength(MAX_SIGNATURE_LENGTH, "The signature is too large. Clear it and sign again."),
    v.regex(PNG_DATA_URL, SIGNATURE_REQUIRED_MESSAGE),
  ),
  date: IsoDate,
  printed_name: EnglishName,
});
export type Signature = v.InferOutput<typeof Signature>;
