import * as v from "valibot";
import { ExposureAnswer } from "#domain/tracing/tracing-contacts.ts";
import { api } from "./client.ts";

/** The exposures health officials notified the signed-in traveller of (never who the case is). */
export async function listExposures() {
  return v.parse(ExposureAnswer, await api("/api/v1/me/exposures")).data;
}
