import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type Flag, type FlagDecision, type FlagReviewEvent, flagReviewMachine, type FlagTab } from "../../../machines/console/flag-review.machine.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const flagId = "7d7c6a1e-2b7a-4f43-9b1e-222222222222";
const openFlag: Flag = {
  id: flagId,
  type: "visit_flag",
  attributes: {
    reason: "too_far_too_fast",
    detail: "Checked in 40 km away 5 minutes earlier.",
    flagged_at: "2026-11-20T03:00:00.000Z",
    visit_id: "visit-1",
    full_name: "Aiko Tanaka",
    mobile_number: "+16705551234",
    place: "Café — Garapan",
    started_at: "2026-11-20T02:55:00.000Z",
    review: null,
    review_note: null,
    reviewed_at: null,
  },
};
const dismissal: FlagDecision = { id: flagId, review: "dismissed", note: "Same family, two phones." };
const dismissed: Flag = {
  ...openFlag,
  attributes: { ...openFlag.attributes, review: "dismissed", review_note: dismissal.note, reviewed_at: "2026-11-21T00:00:00.000Z" },
};
const { done, error } = callAnswers(flagReviewMachine);

const events: FlagReviewEvent[] = [
  { type: "tab.chosen", tab: "reviewed" },
  { type: "review.requested", decision: dismissal },
  { type: "review.requested", decision: { id: "not-listed", review: "kept", note: "" } },
  { type: "reload" },
  done("loadFlags", [openFlag]),
  error("loadFlags", failure(0)),
  done("reviewFlag", dismissed),
  error("reviewFlag", failure(409, "This flag has already been reviewed.")),
];

describe("flag review machine, generated paths", () => {
  testPagePaths({ machine: flagReviewMachine, events });
});

describe("flag review machine", () => {
  it("loads the open flags, sends a review once, shows the decision in place, and loads the reviewed tab", async () => {
    const loads: FlagTab[] = [];
    const reviews: FlagDecision[] = [];
    const actor = createActor(
      flagReviewMachine.provide({
        actors: {
          loadFlags: fromPromise<Flag[], { state: FlagTab }>(async ({ input }) => {
            loads.push(input.state);
            return input.state === "open" ? [openFlag] : [dismissed];
          }),
          reviewFlag: fromPromise<Flag, FlagDecision>(async ({ input }) => {
            reviews.push(input);
            return dismissed;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "review.requested", decision: dismissal });
    expect(actor.getSnapshot().context.reviewing).toBe(flagId);
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.flags).toEqual([dismissed]);
    // A reviewed flag cannot be reviewed again.
    actor.send({ type: "review.requested", decision: { ...dismissal, review: "kept" } });
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "tab.chosen", tab: "reviewed" });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(loads).toEqual(["open", "reviewed"]);
    expect(reviews).toEqual([dismissal]);
    expect(actor.getSnapshot().context.tab).toBe("reviewed");
  });

  it("keeps the flag open and says why when its review is refused", async () => {
    const actor = createActor(
      flagReviewMachine.provide({
        actors: {
          loadFlags: fromPromise<Flag[], { state: FlagTab }>(async () => [openFlag]),
          reviewFlag: fromPromise<Flag, FlagDecision>(async () => {
            throw failure(409, "This flag has already been reviewed.");
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "review.requested", decision: dismissal });
    await expect.poll(() => actor.getSnapshot().context.reviewFailure).toEqual({ id: flagId, failure: failure(409, "This flag has already been reviewed.") });
    expect(actor.getSnapshot().context.flags).toEqual([openFlag]);
    expect(actor.getSnapshot().context.reviewing).toBeUndefined();
  });
});
