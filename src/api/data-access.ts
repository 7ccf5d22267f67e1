import * as v from "valibot";
import { DataAccessAnswer } from "#domain/audit.ts";
import { api } from "./client.ts";

/** Which agencies read the signed-in traveller's data, and when (never who). */
export async function listDataAccess() {
  return v.parse(DataAccessAnswer, await api("/api/v1/me/data-access")).data;
}
