import type { StaffMember } from "./staff-accounts.ts";
import { type Agency, ROLE_AGENCY, type StaffRole } from "./staff-roles.ts";

/** How recently a member last signed in, as the staff table filters it. */
export const SIGN_IN_RECENCIES = ["week", "month", "stale"] as const;
export type SignInRecency = (typeof SIGN_IN_RECENCIES)[number];
export const STAFF_SORTS = ["name", "last_sign_in", "status"] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** The admin's search, filters and order over the staff list; "" is "any". */
export interface StaffListView {
  query: string;
  role: StaffRole | "";
  agency: Agency | "";
  status: StaffMember["attributes"]["status"] | "";
  signIn: SignInRecency | "";
  sort: StaffSort;
}

export const ALL_STAFF: StaffListView = { query: "", role: "", agency: "", status: "", signIn: "", sort: "name" };

const DAY_MS = 86_400_000;
/** "Not in 90 days or never": the accounts the retention job disables next (STAFF_UNUSED_DISABLE_DAYS). */
const RECENCY_DAYS: Record<SignInRecency, number> = { week: 7, month: 30, stale: 90 };
const STATUS_ORDER = { active: 0, invited: 1, disabled: 2 } as const;

function signedInWithin(member: StaffMember, recency: SignInRecency, now: Date): boolean {
  const last = member.attributes.last_sign_in_at;
  const recent = last !== null && now.getTime() - Date.parse(last) <= RECENCY_DAYS[recency] * DAY_MS;
  return recency === "stale" ? !recent : recent;
}

function matches(member: StaffMember, view: StaffListView, now: Date): boolean {
  const m = member.attributes;
  const query = view.query.trim().toLocaleLowerCase();
  return (
    (query === "" || m.display_name.toLocaleLowerCase().includes(query) || m.email.toLocaleLowerCase().includes(query)) &&
    (view.role === "" || m.roles.includes(view.role)) &&
    (view.agency === "" || m.roles.some((role) => ROLE_AGENCY[role] === view.agency)) &&
    (view.status === "" || m.status === view.status) &&
    (view.signIn === "" || signedInWithin(member, view.signIn, now))
  );
}

const byName = (a: StaffMember, b: StaffMember) => a.attributes.display_name.localeCompare(b.attributes.display_name);
const COMPARE: Record<StaffSort, (a: StaffMember, b: StaffMember) => number> = {
  name: byName,
  // Most recent first; never signed in last.
  last_sign_in: (a, b) => (b.attributes.last_sign_in_at ?? "").localeCompare(a.attributes.last_sign_in_at ?? "") || byName(a, b),
  status: (a, b) => STATUS_ORDER[a.attributes.status] - STATUS_ORDER[b.attributes.status] || byName(a, b),
};

/** The members the view selects, in its order. */
export function selectStaff(members: readonly StaffMember[], view: StaffListView, now: Date): StaffMember[] {
  return members.filter((member) => matches(member, view, now)).sort(COMPARE[view.sort]);
}
