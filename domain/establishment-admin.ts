import * as v from "valibot";
import { text } from "./fields.ts";

/**
 * The admin's establishments (decision 062): accounts to review, disable and enable again. The
 * review shows the account and its branches, never the guests who checked in there: only a count.
 */

export const ESTABLISHMENT_STATUSES = ["unconfirmed", "active", "disabled"] as const;
export type EstablishmentStatus = (typeof ESTABLISHMENT_STATUSES)[number];
export const ESTABLISHMENT_PAGE_SIZE = 50;
/** The window of the check-in count an admin sees beside each account. */
export const RECENT_CHECK_IN_DAYS = 30;

export const EstablishmentListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ""),
  status: v.optional(v.picklist(["all", ...ESTABLISHMENT_STATUSES]), "all"),
});
export type EstablishmentListQuery = v.InferInput<typeof EstablishmentListQuery>;

export const AdminEstablishment = v.object({
  id: v.string(),
  organisation_name: v.string(),
  email: v.string(),
  status: v.picklist(ESTABLISHMENT_STATUSES),
  created_at: v.string(),
  email_confirmed_at: v.nullable(v.string()),
  disabled_at: v.nullable(v.string()),
  disabled_reason: v.nullable(v.string()),
  branches: v.array(v.object({ id: v.string(), name: v.string(), branch: v.string() })),
  /** Check-ins at its branches in the last RECENT_CHECK_IN_DAYS days: a number, no one's visit. */
  recent_check_ins: v.number(),
});
export type AdminEstablishment = v.InferOutput<typeof AdminEstablishment>;
export const AdminEstablishmentList = v.object({ data: v.array(AdminEstablishment) });
export const AdminEstablishmentAnswer = v.object({ message: v.string(), data: AdminEstablishment });

export const EstablishmentParams = v.object({ id: v.pipe(v.string(), v.uuid("Establishment not found.")) });

export const REASON_REQUIRED = "Say why: the reason is kept in the audit trail.";
/** POST /api/staff/establishments/:id/disable and /enable */
export const EstablishmentStatusChange = v.object({ reason: v.pipe(text(500), v.nonEmpty(REASON_REQUIRED)) });
export type EstablishmentStatusChange = v.InferOutput<typeof EstablishmentStatusChange>;

export function establishmentStatus(account: { email_confirmed_at: string | null; disabled_at: string | null }): EstablishmentStatus {
  if (account.disabled_at !== null) return "disabled";
  return account.email_confirmed_at === null ? "unconfirmed" : "active";
}
