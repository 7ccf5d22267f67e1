import * as v from "valibot";
import { type AdminEstablishment, AdminEstablishmentAnswer, AdminEstablishmentList, type EstablishmentListQuery } from "#domain/establishment-admin.ts";
import { calling } from "./failed-call.ts";
import { staffApi } from "./staff-client.ts";

/** The admin's establishments calls (decision 062); failures arrive as a CallFailure. */

export function loadEstablishments(query: EstablishmentListQuery): Promise<AdminEstablishment[]> {
  return calling(async () => v.parse(AdminEstablishmentList, await staffApi("/api/staff/establishments", { query })).data);
}

export function changeEstablishmentStatus(id: string, disable: boolean, reason: string): Promise<AdminEstablishment> {
  const url = `/api/staff/establishments/${encodeURIComponent(id)}/${disable ? "disable" : "enable"}`;
  return calling(async () => v.parse(AdminEstablishmentAnswer, await staffApi(url, { method: "POST", body: { reason } })).data);
}
