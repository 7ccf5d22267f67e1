import * as v from "valibot";
import { type CustomsDecision, type CustomsLookup, CustomsTripAnswer, CustomsTripList } from "#domain/customs-check.ts";
import type { TravellerMessage } from "#domain/customs-messages.ts";
import { calling } from "./failed-call.ts";
import { staffApi } from "./staff-client.ts";

/** Customs verification calls (decision 018); failures arrive as a CallFailure. */

export function lookUpCustomsTrip(query: v.InferOutput<typeof CustomsLookup>) {
  return calling(async () => v.parse(CustomsTripList, await staffApi("/api/staff/customs/lookup", { method: "POST", body: query })).data);
}

export function loadCustomsTrip(id: string) {
  return calling(async () => v.parse(CustomsTripAnswer, await staffApi(`/api/staff/customs/trips/${encodeURIComponent(id)}`)).data);
}

type DecisionSent = { decision: CustomsDecision; remarks: string; note?: string; message?: TravellerMessage | null };

export function recordCustomsDecision(id: string, decision: DecisionSent) {
  return calling(
    async () =>
      v.parse(CustomsTripAnswer, await staffApi(`/api/staff/customs/trips/${encodeURIComponent(id)}/decision`, { method: "POST", body: decision })).data,
  );
}

/** The deciding officer's amendment, or a supervisor's override: a new decision with why. */
export function amendCustomsDecision(id: string, amendment: DecisionSent & { reason: string }) {
  return calling(
    async () =>
      v.parse(CustomsTripAnswer, await staffApi(`/api/staff/customs/trips/${encodeURIComponent(id)}/amendment`, { method: "POST", body: amendment })).data,
  );
}
