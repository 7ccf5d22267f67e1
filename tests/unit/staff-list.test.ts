import { describe, expect, it } from "vitest";
import type { StaffMember } from "#domain/staff/staff-accounts.ts";
import { ALL_STAFF, selectStaff } from "#domain/staff/staff-list.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";

const NOW = new Date("2026-11-29T00:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

function member(name: string, email: string, roles: StaffRole[], status: StaffMember["attributes"]["status"], lastSignIn: string | null): StaffMember {
  return {
    id: email,
    type: "staff_member",
    attributes: {
      email,
      display_name: name,
      status,
      roles,
      has_totp: true,
      passkey_count: 0,
      last_sign_in_at: lastSignIn,
      locked_until: null,
      invite_expires_at: null,
      created_at: daysAgo(200),
    },
  };
}

const MEMBERS = [
  member("Rosa Camacho", "rosa@admin.gov.example", ["admin"], "active", daysAgo(1)),
  member("Ben Reyes", "ben.reyes@customs.gov.example", ["customs_officer"], "active", daysAgo(20)),
  member("Ana Sablan", "ana@health.gov.example", ["front_liner"], "invited", null),
  member("Joe Tenorio", "joe@tourism.gov.example", ["tourism_analyst"], "disabled", daysAgo(120)),
];
const names = (selected: StaffMember[]) => selected.map((m) => m.attributes.display_name);

describe("the staff table's search, filters and order", () => {
  it("lists everyone by name", () => {
    expect(names(selectStaff(MEMBERS, ALL_STAFF, NOW))).toEqual(["Ana Sablan", "Ben Reyes", "Joe Tenorio", "Rosa Camacho"]);
  });

  it("finds by part of the name or the e-mail, whatever the case", () => {
    expect(names(selectStaff(MEMBERS, { ...ALL_STAFF, query: "REYES" }, NOW))).toEqual(["Ben Reyes"]);
    expect(names(selectStaff(MEMBERS, { ...ALL_STAFF, query: "@health" }, NOW))).toEqual(["Ana Sablan"]);
  });

  it("filters by role, by the agency its roles belong to, and by status", () => {
    expect(names(selectStaff(MEMBERS, { ...ALL_STAFF, role: "customs_officer" }, NOW))).toEqual(["Ben Reyes"]);
    expect(names(selectStaff(MEMBERS, { ...ALL_STAFF, agency: "health" }, NOW))).toEqual(["Ana Sablan"]);
    expect(names(selectStaff(MEMBERS, { ...ALL_STAFF, status: "disabled" }, NOW))).toEqual(["Joe Tenorio"]);
  });

  it("filters by last sign-in: this week, this month, or not in 90 days (never counts as not)", () => {
    expect(names(selectStaff(MEMBERS, { ...ALL_STAFF, signIn: "week" }, NOW))).toEqual(["Rosa Camacho"]);
    expect(names(selectStaff(MEMBERS, { ...ALL_STAFF, signIn: "month" }, NOW))).toEqual(["Ben Reyes", "Rosa Camacho"]);
    expect(names(selectStaff(MEMBERS, { ...ALL_STAFF, signIn: "stale" }, NOW))).toEqual(["Ana Sablan", "Joe Tenorio"]);
  });

  it("sorts by latest sign-in with never last, and by status", () => {
    expect(names(selectStaff(MEMBERS, { ...ALL_STAFF, sort: "last_sign_in" }, NOW))).toEqual(["Rosa Camacho", "Ben Reyes", "Joe Tenorio", "Ana Sablan"]);
    expect(names(selectStaff(MEMBERS, { ...ALL_STAFF, sort: "status" }, NOW))).toEqual(["Ben Reyes", "Rosa Camacho", "Ana Sablan", "Joe Tenorio"]);
  });
});
