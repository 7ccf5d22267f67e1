import type * as v from "valibot";
import type { Signature } from "#domain/declarations/signature.ts";
import { today } from "../../../ui/forms/person-values.ts";

export type SignatureInput = v.InferInput<typeof Signature>;

/** A signature not made yet: dated today, with the printed name the form knows. */
export function unsignedSignature(printedName = ""): SignatureInput {
  return { image: "", date: today(), printed_name: printedName.toUpperCase() };
}
