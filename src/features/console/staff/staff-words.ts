import { useLingui } from "@lingui/react/macro";
import type { StaffMember } from "#domain/staff/staff-accounts.ts";
import type { SignInRecency, StaffSort } from "#domain/staff/staff-list.ts";

/** The staff table's statuses, sign-in recencies and orders in the member's language. */
export function useStaffWords() {
  const { t } = useLingui();
  const status: Record<StaffMember["attributes"]["status"], string> = { active: t`Active`, invited: t`Invited`, disabled: t`Disabled` };
  const recency: Record<SignInRecency, string> = {
    week: t`In the last 7 days`,
    month: t`In the last 30 days`,
    stale: t`Not in 90 days, or never`,
  };
  const sort: Record<StaffSort, string> = { name: t`Name`, last_sign_in: t`Last sign-in, latest first`, status: t`Status` };
  return { status, recency, sort };
}
