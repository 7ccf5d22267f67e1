import { FetchError } from "ofetch";
import * as v from "valibot";
import type { GuestLogbookFailure, GuestVisit } from "../../machines/guest-logbook.machine.ts";
import { MessageAnswer } from "../domain/accounts.ts";
import { type GuestCheckIn, GuestCheckInAnswer, type LogbookQrAttributes, LogbookQrAnswer } from "../domain/logbook.ts";
import { api } from "./client.ts";

/** The guest logbook calls of spec part 7; failures reject with the server's message, if any. */

function toFailure(error: unknown): GuestLogbookFailure {
  const body: unknown = error instanceof FetchError ? error.data : undefined;
  const message = typeof body === "object" && body !== null && "message" in body ? body.message : undefined;
  return { message: typeof message === "string" && message.trim() !== "" ? message : undefined };
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toFailure(error);
  }
}

/** GET /api/v1/scan_qr: the branch a location QR stands for. */
export function lookUpLogbookQr(uuid: string): Promise<LogbookQrAttributes> {
  return call(async () => v.parse(LogbookQrAnswer, await api("/api/v1/scan_qr", { query: { uuid } })).data.attributes);
}

/** POST /api/v1/scan_qr/confirm: the guest's check-in; answers what ends the visit early. */
export function checkInAsGuest(payload: GuestCheckIn): Promise<GuestVisit> {
  return call(async () => v.parse(GuestCheckInAnswer, await api("/api/v1/scan_qr/confirm", { method: "POST", body: payload })).data);
}

/** POST /api/v1/scan_qr/check-out: ends the guest's visit now. */
export function checkOutGuest(visit: GuestVisit): Promise<string> {
  const body = { visit_id: visit.visit_id, check_out_key: visit.check_out_key };
  return call(async () => v.parse(MessageAnswer, await api("/api/v1/scan_qr/check-out", { method: "POST", body })).message);
}
