import { describe, expect, it } from "vitest";
import type { VisitAttributes } from "#domain/logbook.ts";
import { visitsAtTheDoor, wasLetIn } from "#domain/door-answer.ts";

function visit(id: string, isOpen: boolean, access: VisitAttributes["access_status"]) {
  return {
    id,
    attributes: {
      establishment: { uuid: "b", name: "Harbour Café", branch: "", label: "", logo: "" },
      purpose: null,
      access_status: access,
      started_at: "2026-11-23T09:00:00.000Z",
      ends_at: "2026-11-23T13:00:00.000Z",
      end_reason: "duration" as const,
      is_open: isOpen,
    },
  };
}

describe("the door's answer (issue 29.5)", () => {
  it("lets in everyone but a refusal; an answer from before the access check counts as let in", () => {
    expect(wasLetIn({ access_status: "ALLOWED" })).toBe(true);
    expect(wasLetIn({ access_status: null })).toBe(true);
    expect(wasLetIn({ access_status: "NOT_ALLOWED" })).toBe(false);
  });

  it("never makes a refused check-in the open visit; it is the running refusal, and the others stay recent", () => {
    const refused = visit("r", true, "NOT_ALLOWED");
    const earlier = visit("e", false, "ALLOWED");
    expect(visitsAtTheDoor([refused, earlier])).toEqual({ open: undefined, refused, recent: [earlier] });
  });

  it("keeps an open stay beside a running refusal, and an ended refusal among the recent visits", () => {
    const stay = visit("s", true, "ALLOWED");
    const endedRefusal = visit("x", false, "NOT_ALLOWED");
    expect(visitsAtTheDoor([stay, endedRefusal])).toEqual({ open: stay, refused: undefined, recent: [endedRefusal] });
  });
});
