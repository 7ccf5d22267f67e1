import * as v from "valibot";
import { fromPromise } from "xstate";
import { type Flag, type FlagDecision, flagReviewMachine, type FlagTab } from "../../../../../machines/console/flag-review.machine.ts";
import { calling } from "../../../../api/failed-call.ts";
import { staffApi } from "../../../../api/staff-client.ts";
import { FlaggedCheckInAnswer, FlaggedCheckInList } from "#domain/tracing/check-in-flag-review.ts";

function loadFlags(state: FlagTab): Promise<Flag[]> {
  return calling(async () => v.parse(FlaggedCheckInList, await staffApi("/api/staff/tracing/flags", { query: { state } })).data);
}

function reviewFlag({ id, review, note }: FlagDecision): Promise<Flag> {
  return calling(
    async () =>
      v.parse(FlaggedCheckInAnswer, await staffApi(`/api/staff/tracing/flags/${encodeURIComponent(id)}/review`, { method: "POST", body: { review, note } }))
        .data,
  );
}

/** The flag review machine with its real calls (a lost session is the shell's to handle). */
export const flagsMachine = flagReviewMachine.provide({
  actors: {
    loadFlags: fromPromise<Flag[], { state: FlagTab }>(({ input }) => loadFlags(input.state)),
    reviewFlag: fromPromise<Flag, FlagDecision>(({ input }) => reviewFlag(input)),
  },
});
