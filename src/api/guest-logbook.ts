import type { GuestCheckOut, GuestVisit } from "../../machines/guest-logbook.machine.ts";
import type { GuestCheckIn, LogbookQrAttributes } from "#domain/logbook.ts";
import { api } from "./client.ts";
import { calling } from "./failed-call.ts";

/** The guest logbook calls of docs/product-spec.md, part 7; failures reject with a CallFailure. */

// The answers after the first screen are read with the shared schemas, loaded with the guest form
// that needs valibot anyway; the first screen's own answer is checked by hand (decision 013).
const loadAnswerSchemas = () =>
  Promise.all([import("valibot"), import("#domain/logbook.ts"), import("#domain/accounts.ts")]).then(([v, { GuestCheckInAnswer }, { MessageAnswer }]) => ({
    v,
    GuestCheckInAnswer,
    MessageAnswer,
  }));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** LogbookQrAnswer of domain/logbook.ts, checked without valibot. */
function readLogbookQr(answer: unknown): LogbookQrAttributes {
  const data = isObject(answer) ? answer.data : undefined;
  const attributes = isObject(data) && data.type === "logbook_qr" && typeof data.id === "string" ? data.attributes : undefined;
  const text = (field: keyof LogbookQrAttributes): string => {
    const value = isObject(attributes) ? attributes[field] : undefined;
    if (typeof value !== "string") throw new TypeError(`The logbook QR answer has no ${field}.`);
    return value;
  };
  return { branch: text("branch"), label: text("label"), logo: text("logo"), name: text("name"), qr_type: text("qr_type") };
}

/** GET /api/v1/scan_qr: the branch a location QR stands for. */
export function lookUpLogbookQr(uuid: string): Promise<LogbookQrAttributes> {
  return calling(async () => readLogbookQr(await api("/api/v1/scan_qr", { query: { uuid } })));
}

/** POST /api/v1/scan_qr/confirm: the guest's check-in; answers what ends the visit early. */
export function checkInAsGuest(payload: GuestCheckIn): Promise<GuestVisit> {
  return calling(async () => {
    const [{ v, GuestCheckInAnswer }, answer] = await Promise.all([loadAnswerSchemas(), api("/api/v1/scan_qr/confirm", { method: "POST", body: payload })]);
    return v.parse(GuestCheckInAnswer, answer).data;
  });
}

/** POST /api/v1/scan_qr/check-out: ends now the visits of one check-in that are asked for. */
export function checkOutGuest({ visit, visitIds: [first = visit.visit_id, ...others] }: GuestCheckOut): Promise<string> {
  const body = { visit_id: first, check_out_key: visit.check_out_key, together_with: others };
  return calling(async () => {
    const [{ v, MessageAnswer }, answer] = await Promise.all([loadAnswerSchemas(), api("/api/v1/scan_qr/check-out", { method: "POST", body })]);
    return v.parse(MessageAnswer, answer).message;
  });
}
