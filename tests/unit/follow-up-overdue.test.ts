import { describe, expect, it } from "vitest";
import { isFollowUpOverdue } from "#domain/tracing/tracing-contacts.ts";

describe("an overdue follow-up", () => {
  it("is one whose due day has passed, until the contact is released", () => {
    expect(isFollowUpOverdue({ follow_up_status: "notified", follow_up_due: "2026-11-23" }, "2026-11-24")).toBe(true);
    expect(isFollowUpOverdue({ follow_up_status: "notified", follow_up_due: "2026-11-24" }, "2026-11-24")).toBe(false);
    expect(isFollowUpOverdue({ follow_up_status: "released", follow_up_due: "2026-11-01" }, "2026-11-24")).toBe(false);
    expect(isFollowUpOverdue({ follow_up_status: "in_quarantine", follow_up_due: null }, "2026-11-24")).toBe(false);
  });
});
