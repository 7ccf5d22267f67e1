/**
 * Staff roles, each scoped to one agency (decision 018, docs/product-spec.md, part 6): a role reaches only its agency's
 * store, and the admin, who manages staff and settings, reads no personal data at all.
 */
export const STAFF_ROLES = ["admin", "customs_officer", "customs_supervisor", "tourism_analyst", "health_official", "front_liner"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const AGENCIES = ["platform", "customs", "tourism", "health"] as const;
export type Agency = (typeof AGENCIES)[number];

export const ROLE_AGENCY: Record<StaffRole, Agency> = {
  admin: "platform",
  customs_officer: "customs",
  /** Decides like an officer, and overrides any decision with a reason once its officer may no longer amend it (decision 036). */
  customs_supervisor: "customs",
  tourism_analyst: "tourism",
  health_official: "health",
  front_liner: "health",
};

/** Staff sessions end after this long without a request, and after SESSION_MAX_HOURS in all. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 12;
/** Wrong codes (e-mail or second factor) before the account locks, and for how long. */
export const STAFF_MAX_FAILED_CODES = 10;
export const STAFF_LOCK_MINUTES = 30;
export const STAFF_INVITE_VALID_HOURS = 72;
/** The retention job disables accounts that have not signed in for this long. */
export const STAFF_UNUSED_DISABLE_DAYS = 90;
