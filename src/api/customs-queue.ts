import * as v from "valibot";
import { ArrivalsAnswer, ArrivalTravellersAnswer, CustomsShiftAnswer } from "#domain/customs-queue.ts";
import { calling } from "./failed-call.ts";
import { staffApi } from "./staff-client.ts";

/** The customs desk as a queue (decision 037); failures arrive as a CallFailure. */

export function loadCustomsShift() {
  return calling(async () => v.parse(CustomsShiftAnswer, await staffApi("/api/staff/customs/shift")).data);
}

export function loadArrivals(date?: string) {
  return calling(async () => v.parse(ArrivalsAnswer, await staffApi("/api/staff/customs/arrivals", { query: date ? { date } : {} })).data);
}

export function loadArrivalTravellers(group: { date: string; transport_type: "AIR" | "SEA"; carrier: string }) {
  return calling(async () => v.parse(ArrivalTravellersAnswer, await staffApi("/api/staff/customs/arrivals/travellers", { query: group })).data);
}
