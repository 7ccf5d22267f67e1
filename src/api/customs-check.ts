import * as v from "valibot";
import { type CustomsDecision, type CustomsLookup, CustomsTripAnswer, CustomsTripList } from "../domain/customs-check.ts";
import { staffCall } from "./staff-call.ts";
import { staffApi } from "./staff-client.ts";

/** Customs verification calls (issue 13); failures arrive as staffCallFailure. */

export function lookUpCustomsTrip(query: v.InferOutput<typeof CustomsLookup>) {
  return staffCall(async () => v.parse(CustomsTripList, await staffApi("/api/staff/customs/lookup", { method: "POST", body: query })).data);
}

export function loadCustomsTrip(id: string) {
  return staffCall(async () => v.parse(CustomsTripAnswer, await staffApi(`/api/staff/customs/trips/${encodeURIComponent(id)}`)).data);
}

export function recordCustomsDecision(id: string, decision: { decision: CustomsDecision; remarks: string }) {
  return staffCall(
    async () => v.parse(CustomsTripAnswer, await staffApi(`/api/staff/customs/trips/${encodeURIComponent(id)}/decision`, { method: "POST", body: decision })).data,
  );
}
