import * as v from "valibot";
import { calling } from "../../../api/failed-call.ts";
import { staffApi } from "../../../api/staff-client.ts";
import {
  type CaseChange,
  type CaseOpening,
  type ContactConversion,
  PersonSearchAnswer,
  TracingCaseAnswer,
  TracingCaseList,
} from "#domain/tracing/tracing-cases.ts";
import {
  CONTACT_EXPORT_FORMATS,
  type ContactExportFormat,
  type FollowUpStatus,
  NotifyAnswer,
  TracingContactAnswer,
  TracingContactList,
} from "#domain/tracing/tracing-contacts.ts";
import { saveFile } from "../../../lib/save-file.ts";

/** The contact-tracing console's calls (decision 028); failures arrive as a CallFailure. */

const BASE = "/api/staff/tracing";
const caseUrl = (id: string) => `${BASE}/cases/${encodeURIComponent(id)}`;
const contactUrl = (id: string, contactId: string) => `${caseUrl(id)}/contacts/${encodeURIComponent(contactId)}`;

export type ContactOrder = "exposure" | "follow_up";
export type NotifyOutcome = v.InferOutput<typeof NotifyAnswer>["data"];

export function searchPeople(query: string) {
  return calling(async () => v.parse(PersonSearchAnswer, await staffApi(`${BASE}/people/search`, { method: "POST", body: { query } })).data);
}

export function listCases(state: "open" | "closed") {
  return calling(async () => v.parse(TracingCaseList, await staffApi(`${BASE}/cases`, { query: { state } })).data);
}

export function openCase(opening: CaseOpening) {
  return calling(async () => v.parse(TracingCaseAnswer, await staffApi(`${BASE}/cases`, { method: "POST", body: opening })).data);
}

export function loadCase(id: string) {
  return calling(async () => v.parse(TracingCaseAnswer, await staffApi(caseUrl(id))).data);
}

export function changeCase(id: string, change: CaseChange) {
  return calling(async () => v.parse(TracingCaseAnswer, await staffApi(caseUrl(id), { method: "PATCH", body: change })).data);
}

export function computeContacts(id: string, minimumOverlapMinutes: number) {
  return calling(
    async () =>
      v.parse(
        TracingCaseAnswer,
        await staffApi(`${caseUrl(id)}/contacts/compute`, { method: "POST", body: { minimum_overlap_minutes: minimumOverlapMinutes } }),
      ).data,
  );
}

export function loadContacts(id: string, options: { order: ContactOrder; generation: number | undefined }) {
  const query = options.generation === undefined ? { order: options.order } : { order: options.order, generation: String(options.generation) };
  return calling(async () => v.parse(TracingContactList, await staffApi(`${caseUrl(id)}/contacts`, { query })).data);
}

export function reviewContact(id: string, contactId: string, review: { included: boolean; reason: string }) {
  return calling(async () => v.parse(TracingContactAnswer, await staffApi(`${contactUrl(id, contactId)}/review`, { method: "PUT", body: review })).data);
}

/** Turns a contact into a case of their own (decision 034); answers the new case. */
export function convertContact(id: string, contactId: string, opening: ContactConversion) {
  return calling(async () => v.parse(TracingCaseAnswer, await staffApi(`${contactUrl(id, contactId)}/case`, { method: "POST", body: opening })).data);
}

/** Freezes the draft list; `acceptUnreviewed` is how many unreviewed contacts the official confirmed freezing with. */
export function freezeContacts(id: string, acceptUnreviewed: number) {
  return calling(
    async () =>
      v.parse(TracingCaseAnswer, await staffApi(`${caseUrl(id)}/contacts/freeze`, { method: "POST", body: { accept_unreviewed: acceptUnreviewed } })).data,
  );
}

/** Ticks or unticks the chosen contacts with one reason: one review each (decision 050). */
export function reviewContacts(id: string, review: { contact_ids: string[]; included: boolean; reason: string }) {
  return calling(async () => v.parse(TracingContactList, await staffApi(`${caseUrl(id)}/contacts/review`, { method: "POST", body: review })).data);
}

/** One follow-up status for the chosen contacts of a frozen list. */
export function changeFollowUps(id: string, change: { contact_ids: string[]; status: FollowUpStatus }) {
  return calling(async () => v.parse(TracingContactList, await staffApi(`${caseUrl(id)}/contacts/follow-up`, { method: "POST", body: change })).data);
}

export function notifyContacts(id: string, request: { dry_run: boolean; resend_uncertain: boolean }) {
  return calling(async () => v.parse(NotifyAnswer, await staffApi(`${caseUrl(id)}/notify`, { method: "POST", body: request })).data);
}

export function changeFollowUp(id: string, contactId: string, change: { status: FollowUpStatus; due: string | null; note: string | null }) {
  return calling(async () => v.parse(TracingContactAnswer, await staffApi(`${contactUrl(id, contactId)}/follow-up`, { method: "PUT", body: change })).data);
}

/** Fetches the frozen list in the chosen format with the official's stated purpose and offers it as a download. */
export function downloadContacts(id: string, purpose: string, format: ContactExportFormat): Promise<void> {
  const extension = CONTACT_EXPORT_FORMATS[format];
  return calling(async () => {
    const file = await staffApi(`${caseUrl(id)}/contacts.${extension}`, { query: { purpose }, responseType: "blob" });
    saveFile(file, `contacts-${id}.${extension}`);
  });
}
