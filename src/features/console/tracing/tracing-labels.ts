import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CaseStatusCode, PersonKind, WindowSource } from "#domain/tracing/tracing-cases.ts";
import type { ContactChannel, FollowUpStatus } from "#domain/tracing/tracing-contacts.ts";
import type { HEALTH_STATUSES } from "#domain/health-status.ts";

export const CASE_STATUS_LABELS: Record<CaseStatusCode, MessageDescriptor> = {
  "0001": msg`Probable`,
  "0002": msg`Suspected`,
  "0003": msg`Confirmed`,
  "0004": msg({ message: "Cleared", context: "case status" }),
  "0005": msg`Good`,
};

export const HEALTH_STATUS_LABELS: Record<(typeof HEALTH_STATUSES)[number], MessageDescriptor> = {
  SEVERE: msg`Severe`,
  MILD: msg`Mild`,
  GOOD: msg`Good`,
};

export const WINDOW_SOURCE_LABELS: Record<WindowSource, MessageDescriptor> = {
  onset: msg`from onset`,
  test: msg`from test`,
  isolation: msg`isolation`,
  opened: msg`case opened`,
  edited: msg`edited`,
};

export const KIND_LABELS: Record<PersonKind, MessageDescriptor> = {
  account: msg`Account`,
  guest: msg`Guest`,
};

export const MATCH_LABELS: Record<"name" | "mobile" | "email" | "logbook_qr" | "trip_qr", MessageDescriptor> = {
  name: msg`Name`,
  mobile: msg`Mobile number`,
  email: msg`E-mail`,
  logbook_qr: msg`Logbook QR`,
  trip_qr: msg`Trip QR`,
};

export const FOLLOW_UP_LABELS: Record<FollowUpStatus, MessageDescriptor> = {
  to_notify: msg`To notify`,
  notified: msg`Notified`,
  reached: msg`Reached`,
  in_quarantine: msg`In quarantine`,
  symptomatic: msg`Symptomatic`,
  released: msg`Released`,
};

export const CHANNEL_LABELS: Record<ContactChannel, MessageDescriptor> = {
  sms: msg`SMS`,
  email: msg`E-mail`,
};
