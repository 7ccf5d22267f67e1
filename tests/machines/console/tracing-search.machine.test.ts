import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type CaseOpeningInput,
  type TracingSearchContext,
  type TracingSearchEvent,
  tracingSearchMachine,
} from "../../../machines/console/tracing-search.machine.ts";
import { type PersonMatch, type TracingCase, TRACING_MESSAGES } from "#domain/tracing/tracing-cases.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";
import { CASE_ID, match, noList } from "./tracing-fixtures.ts";

const guest = match();
const withCase = match({ person_key: "user:5e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b", kind: "account", matched_by: "name", open_case_id: CASE_ID });
const opening: CaseOpeningInput = { person_key: guest.person_key, case_status: "0003", health_status: "MILD", onset_date: "2026-11-20" };
const alreadyOpen = failure(409, TRACING_MESSAGES.caseAlreadyOpen, "CASE_ALREADY_OPEN");

const { done, error } = callAnswers(tracingSearchMachine);

const events: TracingSearchEvent[] = [
  { type: "search.submitted", query: "670 123 4567" },
  { type: "search.submitted", query: " a " },
  { type: "search.retried" },
  { type: "person.chosen", personKey: guest.person_key },
  { type: "person.chosen", personKey: withCase.person_key },
  { type: "opening.submitted", opening },
  { type: "opening.submitted", opening: { ...opening, onset_date: "2026-02-31" } },
  { type: "opening.cancelled" },
  done("searchPeople", [guest, withCase]),
  done("searchPeople", []),
  error("searchPeople", failure(0)),
  done("openCase", noList),
  error("openCase", alreadyOpen),
  error("openCase", failure(400, TRACING_MESSAGES.dateNeeded)),
];

describe("tracing search machine, generated paths", () => {
  testPagePaths({
    machine: tracingSearchMachine,
    events,
    // Every field the page shows is small here: the whole context keeps merged states from hiding a difference.
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context as TracingSearchContext }),
  });
});

describe("tracing search machine", () => {
  function start(implementations: Parameters<typeof tracingSearchMachine.provide>[0] = {}) {
    return createActor(tracingSearchMachine.provide(implementations)).start();
  }

  it("searches the trimmed term, opens a case for a match without one, and ends with the new case", async () => {
    const queries: string[] = [];
    const openings: CaseOpeningInput[] = [];
    const actor = start({
      actors: {
        searchPeople: fromPromise<PersonMatch[], { query: string }>(async ({ input }) => {
          queries.push(input.query);
          return [guest, withCase];
        }),
        openCase: fromPromise<TracingCase, { opening: CaseOpeningInput }>(async ({ input }) => {
          openings.push(input.opening);
          return noList;
        }),
      },
    });
    actor.send({ type: "search.submitted", query: "  670 123 4567 " });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ active: "results" });
    expect(queries).toEqual(["670 123 4567"]);
    expect(actor.getSnapshot().context.matches).toEqual([guest, withCase]);

    // A person with an open case is sent to it by the page, not offered a second one.
    expect(actor.getSnapshot().can({ type: "person.chosen", personKey: withCase.person_key })).toBe(false);
    actor.send({ type: "person.chosen", personKey: guest.person_key });
    expect(actor.getSnapshot().value).toEqual({ active: "opening" });
    expect(actor.getSnapshot().context.person).toEqual(guest);

    actor.send({ type: "opening.submitted", opening });
    await expect.poll(() => actor.getSnapshot().status).toBe("done");
    expect(openings).toEqual([opening]);
    expect(actor.getSnapshot().context.openedCase?.id).toBe(CASE_ID);
  });

  it("refuses a term too short and an opening the schema refuses, without calling the server", () => {
    let calls = 0;
    const actor = start({
      actors: {
        searchPeople: fromPromise<PersonMatch[], { query: string }>(async () => {
          calls += 1;
          return [guest];
        }),
      },
    });
    actor.send({ type: "search.submitted", query: " x " });
    expect(actor.getSnapshot().value).toEqual({ active: "idle" });
    expect(actor.getSnapshot().context.queryInvalid).toBe(true);
    expect(calls).toBe(0);
  });

  it("lists the schema's messages for a bad opening and keeps the form", async () => {
    const actor = start({ actors: { searchPeople: fromPromise<PersonMatch[], { query: string }>(async () => [guest]) } });
    actor.send({ type: "search.submitted", query: "Ana" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ active: "results" });
    actor.send({ type: "person.chosen", personKey: guest.person_key });
    actor.send({ type: "opening.submitted", opening: { ...opening, case_status: "0009" as "0001", test_date: "yesterday" } });
    expect(actor.getSnapshot().value).toEqual({ active: "opening" });
    expect(actor.getSnapshot().context.openingErrors).toContain("Choose a case status.");
    expect(actor.getSnapshot().context.openingErrors.length).toBe(2);
  });

  it("searches again when someone else opened a case meanwhile, so the match leads to it, and says why", async () => {
    let searches = 0;
    const actor = start({
      actors: {
        searchPeople: fromPromise<PersonMatch[], { query: string }>(async () => {
          searches += 1;
          return searches === 1 ? [guest] : [{ ...guest, open_case_id: CASE_ID }];
        }),
        openCase: fromPromise<TracingCase, { opening: CaseOpeningInput }>(async () => {
          throw alreadyOpen;
        }),
      },
    });
    actor.send({ type: "search.submitted", query: "Ana" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ active: "results" });
    actor.send({ type: "person.chosen", personKey: guest.person_key });
    actor.send({ type: "opening.submitted", opening });
    await expect.poll(() => searches).toBe(2);
    await expect.poll(() => actor.getSnapshot().value).toEqual({ active: "results" });
    expect(actor.getSnapshot().context.matches?.[0]?.open_case_id).toBe(CASE_ID);
    expect(actor.getSnapshot().context.failure).toEqual(alreadyOpen);
  });

  it("keeps the form with the server's reason when the opening fails", async () => {
    const answers = [failure(400, TRACING_MESSAGES.dateNeeded)];
    const actor = start({
      actors: {
        searchPeople: fromPromise<PersonMatch[], { query: string }>(async () => [guest]),
        openCase: fromPromise<TracingCase, { opening: CaseOpeningInput }>(async () => {
          throw answers.shift();
        }),
      },
    });
    actor.send({ type: "search.submitted", query: "Ana" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ active: "results" });
    actor.send({ type: "person.chosen", personKey: guest.person_key });
    actor.send({ type: "opening.submitted", opening: { ...opening, onset_date: null } });
    await expect.poll(() => actor.getSnapshot().context.failure?.message).toBe(TRACING_MESSAGES.dateNeeded);
    expect(actor.getSnapshot().value).toEqual({ active: "opening" });
  });

  it("offers a retry after a search that could not reach the server", async () => {
    let calls = 0;
    const actor = start({
      actors: {
        searchPeople: fromPromise<PersonMatch[], { query: string }>(async () => {
          calls += 1;
          if (calls === 1) throw failure(0);
          return [];
        }),
      },
    });
    actor.send({ type: "search.submitted", query: "Ana" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ active: "searchFailed" });
    actor.send({ type: "search.retried" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ active: "results" });
    expect(actor.getSnapshot().context).toMatchObject({ matches: [], failure: undefined });
  });
});
