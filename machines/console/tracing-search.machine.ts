import * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import { CaseOpening, type PersonMatch, PersonSearch, type TracingCase } from "#domain/tracing/tracing-cases.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export type CaseOpeningInput = v.InferInput<typeof CaseOpening>;

export type TracingSearchEvent =
  | { type: "search.submitted"; query: string }
  | { type: "search.retried" }
  | { type: "person.chosen"; personKey: string }
  | { type: "opening.submitted"; opening: CaseOpeningInput }
  | { type: "opening.cancelled" };

export interface TracingSearchContext {
  query: string;
  /** The typed term could not be searched (too short or too long). */
  queryInvalid: boolean;
  /** The last search's matches, best first; undefined before the first search. */
  matches: PersonMatch[] | undefined;
  /** The person a case is being opened for. */
  person: PersonMatch | undefined;
  /** What the opening form got wrong, as the shared schema words it. */
  openingErrors: string[];
  failure: CallFailure | undefined;
  /** The case just opened: the page goes to it. */
  openedCase: TracingCase | undefined;
}

const never = () => new Promise<never>(() => {});

const searchOf = (query: string) => v.safeParse(PersonSearch, { query });
const openingIssues = (opening: CaseOpeningInput) => {
  const parsed = v.safeParse(CaseOpening, opening);
  return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
};

/**
 * Decision 028: the health official types a name, mobile number, e-mail or QR code, reads
 * the matches, and opens a case for one of them (its statuses and dates), then goes to the case.
 * A person who already has an open case is sent to that case instead; when someone else opened one
 * meanwhile, the search runs again so the match shows it.
 */
export const tracingSearchMachine = setup({
  types: { context: {} as TracingSearchContext, events: {} as TracingSearchEvent },
  actors: {
    searchPeople: fromPromise<PersonMatch[], { query: string }>(never),
    openCase: fromPromise<TracingCase, { opening: CaseOpeningInput }>(never),
  },
  guards: {
    validQuery: ({ event }) => event.type === "search.submitted" && searchOf(event.query).success,
    listedWithoutCase: ({ context, event }) =>
      event.type === "person.chosen" && context.matches?.some((match) => match.person_key === event.personKey && match.open_case_id === null) === true,
    validOpening: ({ event }) => event.type === "opening.submitted" && openingIssues(event.opening).length === 0,
    alreadyOpen: (_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return failure.status === 409 && failure.code === "CASE_ALREADY_OPEN";
    },
  },
}).createMachine({
  id: "tracingSearch",
  context: { query: "", queryInvalid: false, matches: undefined, person: undefined, openingErrors: [], failure: undefined, openedCase: undefined },
  initial: "active",
  states: {
    active: {
      initial: "idle",
      on: {
        "search.submitted": [
          {
            guard: "validQuery",
            target: ".searching",
            actions: assign({ query: ({ event }) => event.query.trim(), queryInvalid: false, person: undefined, openingErrors: [], failure: undefined }),
          },
          { actions: assign({ queryInvalid: true }) },
        ],
      },
      states: {
        idle: {},
        searching: {
          invoke: {
            id: "searchPeople",
            src: "searchPeople",
            input: ({ context }) => ({ query: context.query }),
            onDone: { target: "results", actions: assign({ matches: ({ event }) => event.output }) },
            onError: { target: "searchFailed", actions: assign({ matches: undefined, failure: ({ event }) => failureOf(event.error) }) },
          },
        },
        searchFailed: {
          on: { "search.retried": { target: "searching", actions: assign({ failure: undefined }) } },
        },
        results: {
          on: {
            "person.chosen": {
              guard: "listedWithoutCase",
              target: "opening",
              actions: assign({
                person: ({ context, event }) => context.matches?.find((match) => match.person_key === event.personKey),
                openingErrors: [],
                failure: undefined,
              }),
            },
          },
        },
        opening: {
          on: {
            "opening.submitted": [
              { guard: "validOpening", target: "creating", actions: assign({ openingErrors: [] }) },
              { actions: assign({ openingErrors: ({ event }) => openingIssues(event.opening) }) },
            ],
            "opening.cancelled": { target: "results", actions: assign({ person: undefined, openingErrors: [], failure: undefined }) },
          },
        },
        creating: {
          invoke: {
            id: "openCase",
            src: "openCase",
            input: ({ event }) => ({ opening: event.type === "opening.submitted" ? event.opening : { person_key: "", case_status: "0001" } }),
            onDone: { target: "#tracingSearch.opened", actions: assign({ openedCase: ({ event }) => event.output }) },
            onError: [
              // Someone opened a case for this person meanwhile: search again so the match leads to it.
              {
                guard: { type: "alreadyOpen", params: ({ event }) => ({ error: event.error }) },
                target: "searching",
                actions: assign({ person: undefined, failure: ({ event }) => failureOf(event.error) }),
              },
              { target: "opening", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
            ],
          },
        },
      },
    },
    opened: { type: "final" },
  },
});
