import { describe, expect, it } from "vitest";
import { tripsInView } from "#domain/trips-in-view.ts";
import { visitHistory } from "../support/visit-history.ts";

const TODAY = "2026-11-28";
const trip = (id: string, arrival: string, isCompleted: boolean, createdAt = "2026-11-20T09:00:00.000Z") =>
  visitHistory(id, { date_of_arrival: arrival, is_completed: isCompleted, created_at: createdAt, qr_id: isCompleted ? `qr-${id}` : null });

const ids = (view: ReturnType<typeof tripsInView>) => [view.first?.id, ...view.others.map((other) => other.id)];

describe("the trip in view on home (issue 29.3)", () => {
  it("has nothing in view without trips", () => {
    expect(tripsInView([], TODAY)).toEqual({ first: undefined, others: [] });
  });

  it("keeps a complete trip in view when a newer draft arrives sooner", () => {
    const complete = trip("complete", "2026-12-10", true, "2026-11-01T09:00:00.000Z");
    const draft = trip("draft", "2026-12-01", false, "2026-11-27T09:00:00.000Z");
    expect(ids(tripsInView([draft, complete], TODAY))).toEqual(["complete", "draft"]);
  });

  it("puts the complete trip arriving soonest first, today counting as ahead", () => {
    const later = trip("later", "2026-12-20", true);
    const today = trip("today", TODAY, true);
    const soon = trip("soon", "2026-12-01", true);
    expect(ids(tripsInView([later, soon, today], TODAY))).toEqual(["today", "soon", "later"]);
  });

  it("puts trips whose arrival has passed after those ahead, the latest arrival first", () => {
    const ahead = trip("ahead", "2026-12-20", true);
    const lastWeek = trip("last-week", "2026-11-21", true);
    const yesterday = trip("yesterday", "2026-11-27", true);
    expect(ids(tripsInView([lastWeek, ahead, yesterday], TODAY))).toEqual(["ahead", "yesterday", "last-week"]);
  });

  it("orders drafts the same way after every complete trip, the newer declaration first on the same day", () => {
    const older = trip("older", "2026-12-05", false, "2026-11-01T09:00:00.000Z");
    const newer = trip("newer", "2026-12-05", false, "2026-11-02T09:00:00.000Z");
    const soonest = trip("soonest", "2026-11-30", false);
    const complete = trip("complete", "2026-12-30", true);
    expect(ids(tripsInView([older, newer, soonest, complete], TODAY))).toEqual(["complete", "soonest", "newer", "older"]);
  });
});
