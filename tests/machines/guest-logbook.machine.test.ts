import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type GuestCheckOut,
  type GuestDetails,
  type GuestLogbookContext,
  type GuestLogbookEvent,
  type GuestLogbookInput,
  type GuestVisit,
  guestLogbookMachine,
} from "../../machines/guest-logbook.machine.ts";
import { symptomsMachine } from "../../machines/symptoms.machine.ts";
import { GuestCheckIn, type LogbookQrAttributes } from "#domain/logbook.ts";
import type { SymptomAttributes } from "#domain/reference-data.ts";
import { expectFullCoverage, generatePaths, observable, type Replay, replay } from "./support/path-coverage.ts";

type GuestLogbookActors = NonNullable<Parameters<typeof guestLogbookMachine.provide>[0]["actors"]>;

const UUID = "0b9f4a4e-4a43-4d1e-9a4e-2f1d6c8b7a10";
const branch: LogbookQrAttributes = { name: "Garapan Seaside Cafe", branch: "Beach Road", label: "Main entrance", logo: "", qr_type: "ESTABLISHMENT" };
const details: GuestDetails = {
  name: "ANA",
  last_name: "CRUZ",
  age: 34,
  gender: "FEMALE",
  mobile_number: "+16702345678",
  email: "ana@example.com",
  purpose: "Dining",
};
const remembered: GuestDetails = { ...details, name: "LEO", gender: "MALE" };
/** Ana with her son, who has no phone of his own. */
const family: GuestDetails = { ...details, companions: [{ name: "TITO", middle_name: null, last_name: "CRUZ", age: 7, gender: "MALE" }] };
const ENDS_AT = "2026-11-23T14:00:00.000Z";
const person = (visitId: string, name: string) => ({ visit_id: visitId, name, last_name: "CRUZ", ends_at: ENDS_AT, access_status: "ALLOWED" as const });
const ANA_VISIT = "3f6c9a52-8d0e-4b7f-a1c2-9e8d7c6b5a40";
const TITO_VISIT = "5a1e3c70-2b4d-4f6a-8c9e-0d1f2a3b4c5d";
const visit: GuestVisit = { visit_id: ANA_VISIT, check_out_key: "key", ends_at: ENDS_AT, people: [person(ANA_VISIT, "ANA")] };
const familyVisit: GuestVisit = { ...visit, people: [person(ANA_VISIT, "ANA"), person(TITO_VISIT, "TITO")] };

const effects: string[] = [];
const checkIns: GuestCheckIn[] = [];
const never = () => new Promise<never>(() => {});
// The actors never settle by themselves: the generated paths send their done and error events.
const machine = guestLogbookMachine.provide({
  actors: {
    lookUpQr: fromPromise<LogbookQrAttributes, { uuid: string }>(never),
    confirmClear: fromPromise<boolean, void>(never),
    symptoms: symptomsMachine.provide({ actors: { loadSymptoms: fromPromise<SymptomAttributes[]>(never) } }),
    checkIn: fromPromise<GuestVisit, GuestCheckIn>(({ input }) => {
      checkIns.push(input);
      return never();
    }),
    checkOut: fromPromise<string, GuestCheckOut>(never),
  },
  actions: {
    openScanPage: (_, { uuid }) => void effects.push(`openScanPage:${uuid}`),
    openWebApp: () => void effects.push("openWebApp"),
    rememberGuest: (_, params) => void effects.push(`rememberGuest:${params.details.name}`),
    forgetGuest: () => void effects.push("forgetGuest"),
    welcome: () => void effects.push("welcome"),
  },
});

const as = (event: object) => event as unknown as GuestLogbookEvent;
const failure = { status: 500, code: "INTERNAL_ERROR", message: "Internal Server Error!" };
const events: GuestLogbookEvent[] = [
  as({ type: "xstate.done.actor.lookUpQr", output: branch }),
  as({ type: "xstate.error.actor.lookUpQr", error: { status: 404, code: "INVALID_QR", message: "Invalid QR Code" } }),
  { type: "lookup.retried" },
  { type: "terms.opened" },
  { type: "terms.closed" },
  { type: "webApp.chosen" },
  { type: "guest.chosen" },
  { type: "remembered.confirmed" },
  { type: "remembered.edited" },
  { type: "remembered.forgotten" },
  { type: "details.submitted", details },
  { type: "details.submitted", details: family },
  { type: "clear.requested" },
  as({ type: "xstate.done.actor.confirmClear", output: true }),
  as({ type: "xstate.done.actor.confirmClear", output: false }),
  as({ type: "xstate.error.actor.confirmClear", error: new Error("no dialog") }),
  { type: "step.back" },
  { type: "step.back", chosen: ["FEVER"] },
  as({ type: "xstate.done.actor.symptoms", output: { symptoms: ["FEVER"], chosen: ["FEVER"] } }),
  as({ type: "xstate.done.actor.checkIn", output: visit }),
  as({ type: "xstate.done.actor.checkIn", output: familyVisit }),
  as({ type: "xstate.error.actor.checkIn", error: failure }),
  { type: "checkOut.requested" },
  { type: "checkOut.requested", visitId: TITO_VISIT },
  as({ type: "xstate.done.actor.checkOut", output: "You have checked out. Thank you!" }),
  as({ type: "xstate.error.actor.checkOut", error: failure }),
];

// What the chart branches on; the clear counter grows without end and only matters as "cleared".
function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as GuestLogbookContext;
  return JSON.stringify({
    value: snapshot.value,
    remembered: context.remembered?.name,
    details: context.details?.name,
    people: context.details?.companions?.length,
    answers: context.answers,
    person: context.person,
    checkedOut: context.checkedOut,
    leaving: context.leaving,
    cleared: context.clears > 0,
    failure: context.failure !== undefined,
    visit: context.visit?.people.length,
    establishment: context.establishment !== undefined,
  });
}

const typeOf = (event: GuestLogbookEvent) => event.type as string;
const outputOf = (event: GuestLogbookEvent) => (event as unknown as { output?: unknown }).output;

/** The effects a path must cause, derived from its events alone. */
function expectedEffects(input: GuestLogbookInput, path: readonly GuestLogbookEvent[]): string[] {
  if (input.hasToken) return [`openScanPage:${UUID}`];
  const expected: string[] = [];
  let current = input.remembered;
  let given: GuestDetails | undefined;
  for (const event of path) {
    if (event.type === "webApp.chosen") expected.push("openWebApp");
    if (event.type === "remembered.confirmed" || event.type === "remembered.edited") given = current;
    if (event.type === "details.submitted") given = event.details;
    if (event.type === "remembered.forgotten" || (typeOf(event) === "xstate.done.actor.confirmClear" && outputOf(event) === true)) {
      expected.push("forgetGuest");
      current = undefined;
      given = undefined;
    }
    if (typeOf(event) === "xstate.done.actor.checkIn") {
      expected.push(`rememberGuest:${given?.name}`, "welcome");
      current = given;
    }
  }
  return expected;
}

const inputs: GuestLogbookInput[] = [
  { uuid: UUID, hasToken: true, remembered: undefined },
  { uuid: UUID, hasToken: false, remembered: undefined },
  { uuid: UUID, hasToken: false, remembered },
];

describe("guest logbook machine, generated paths", () => {
  const replays: Replay[] = [];
  for (const input of inputs) {
    const options = { machine, input, events, serializeState };
    const label = input.hasToken ? "signed in" : input.remembered ? "remembered guest" : "new guest";
    it(`${label}: starts`, () => {
      effects.length = 0;
      const run = replay(options, []);
      expect(run.snapshot.value).toBe(input.hasToken ? "openingScanPage" : "lookingUp");
      expect(effects).toEqual(expectedEffects(input, []));
      // The actor leaves its transient first state before inspection reports microsteps: the
      // value it starts in shows which of the two ways out it took.
      const [toScanPage, toLookUp] = machine.root.states.starting?.always ?? [];
      run.states.add("guestLogbook.starting");
      const taken = input.hasToken ? toScanPage : toLookUp;
      if (taken) run.transitions.add(taken);
      replays.push(run);
    });
    for (const path of generatePaths(options)) {
      it(`${label}: ${path.description}`, () => {
        effects.length = 0;
        checkIns.length = 0;
        const run = replay(options, path.events);
        replays.push(run);
        expect(observable(run.snapshot)).toEqual(observable(path.expected));
        expect(effects).toEqual(expectedEffects(input, path.events));
        // Every check-in sent is a payload the API accepts, for this branch.
        for (const payload of checkIns) {
          expect(v.safeParse(GuestCheckIn, payload).issues).toBeUndefined();
          expect(payload.location_qr_code_uuid).toBe(UUID);
        }
        if (run.snapshot.matches({ form: "symptoms" }) && path.events.some((event) => typeOf(event) === "xstate.error.actor.checkIn")) {
          // A failed submission loses nothing that was given.
          expect(run.snapshot.context.details).toBeDefined();
          expect(run.snapshot.context.answers.at(-1)).toEqual(["FEVER"]);
        }
      });
    }
  }
  it("covers every state and transition", () => expectFullCoverage(machine, replays));
});

describe("guest logbook machine", () => {
  const list: SymptomAttributes[] = [{ title: "Fever", code: "FEVER", category: "COMMON" }];
  /** The logbook of the scanned branch for a guest (remembered on this device, or not), its checklist offering `list`; `calls` adds the check-in and check-out. */
  const atBranch = (remembered: GuestDetails | undefined, calls: Pick<GuestLogbookActors, "checkIn" | "checkOut"> = {}) =>
    createActor(
      guestLogbookMachine.provide({
        actors: {
          lookUpQr: fromPromise(() => Promise.resolve(branch)),
          symptoms: symptomsMachine.provide({ actors: { loadSymptoms: fromPromise(() => Promise.resolve(list)) } }),
          ...calls,
        },
      }),
      { input: { uuid: UUID, hasToken: false, remembered } },
    ).start();

  it("checks in with the details and symptoms given, keeps both through a failure, and sends them again", async () => {
    const sent: GuestCheckIn[] = [];
    let fail = true;
    const actor = atBranch(undefined, {
      checkIn: fromPromise<GuestVisit, GuestCheckIn>(({ input }) => {
        sent.push(input);
        return fail ? Promise.reject({ status: 500, code: "INTERNAL_ERROR", message: "Internal Server Error!" }) : Promise.resolve(visit);
      }),
    });
    await expect.poll(() => actor.getSnapshot().matches("entering")).toBe(true);
    actor.send({ type: "guest.chosen" });
    actor.send({ type: "details.submitted", details });
    const symptoms = () => actor.getSnapshot().children.symptoms;
    await expect.poll(() => symptoms()?.getSnapshot().matches("choosing")).toBe(true);
    symptoms()?.send({ type: "none.toggled" });
    symptoms()?.send({ type: "answer.submitted" });
    await expect.poll(() => actor.getSnapshot().context.failure).toEqual({ status: 500, code: "INTERNAL_ERROR", message: "Internal Server Error!" });
    expect(actor.getSnapshot().matches({ form: "symptoms" })).toBe(true);
    await expect.poll(() => symptoms()?.getSnapshot().matches({ choosing: "noneChosen" })).toBe(true);
    fail = false;
    symptoms()?.send({ type: "answer.submitted" });
    await expect.poll(() => actor.getSnapshot().matches({ thanks: "visiting" })).toBe(true);
    const payload = {
      ...details,
      symptoms: ["NONE_OF_THE_ABOVE"],
      health_checklist: [],
      health_checklist_other: {},
      companions: [],
      location_qr_code_uuid: UUID,
    };
    expect(sent).toEqual([payload, payload]);
    expect(actor.getSnapshot().context.visit).toEqual(visit);
  });

  it("keeps the symptom selection when going back to the details", async () => {
    const actor = atBranch(remembered);
    await expect.poll(() => actor.getSnapshot().matches("entering")).toBe(true);
    actor.send({ type: "guest.chosen" });
    expect(actor.getSnapshot().matches({ form: "confirmingRemembered" })).toBe(true);
    actor.send({ type: "remembered.confirmed" });
    await expect.poll(() => actor.getSnapshot().children.symptoms?.getSnapshot().matches("choosing")).toBe(true);
    actor.getSnapshot().children.symptoms?.send({ type: "symptom.toggled", code: "FEVER" });
    actor.send({ type: "step.back", chosen: actor.getSnapshot().children.symptoms?.getSnapshot().context.chosen });
    expect(actor.getSnapshot().context.details).toEqual(remembered);
    actor.send({ type: "details.submitted", details: remembered });
    expect(actor.getSnapshot().children.symptoms?.getSnapshot().context.chosen).toEqual(["FEVER"]);
  });

  it("asks each person of a household their symptoms in turn, goes back a person keeping their answer, sends everyone's, and checks out one then the rest", async () => {
    const sent: GuestCheckIn[] = [];
    const checkOuts: string[][] = [];
    const actor = atBranch(undefined, {
      checkIn: fromPromise<GuestVisit, GuestCheckIn>(({ input }) => {
        sent.push(input);
        return Promise.resolve(familyVisit);
      }),
      checkOut: fromPromise<string, GuestCheckOut>(({ input }) => {
        checkOuts.push(input.visitIds);
        return Promise.resolve("You have checked out. Thank you!");
      }),
    });
    await expect.poll(() => actor.getSnapshot().matches("entering")).toBe(true);
    actor.send({ type: "guest.chosen" });
    actor.send({ type: "details.submitted", details: family });
    const checklist = () => actor.getSnapshot().children.symptoms;
    const answer = async (send: () => void) => {
      await expect.poll(() => checklist()?.getSnapshot().matches("choosing")).toBe(true);
      send();
      checklist()?.send({ type: "answer.submitted" });
    };
    await answer(() => checklist()?.send({ type: "none.toggled" }));
    expect(actor.getSnapshot().context.person).toBe(1);
    await answer(() => checklist()?.send({ type: "symptom.toggled", code: "FEVER" }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: "ANA", symptoms: ["NONE_OF_THE_ABOVE"], companions: [{ name: "TITO", symptoms: ["FEVER"] }] });
    expect(v.safeParse(GuestCheckIn, sent[0]).issues).toBeUndefined();
    await expect.poll(() => actor.getSnapshot().matches({ thanks: "visiting" })).toBe(true);
    actor.send({ type: "checkOut.requested", visitId: TITO_VISIT });
    await expect.poll(() => actor.getSnapshot().context.checkedOut).toEqual([TITO_VISIT]);
    expect(actor.getSnapshot().matches({ thanks: "visiting" })).toBe(true);
    actor.send({ type: "checkOut.requested" });
    await expect.poll(() => actor.getSnapshot().matches({ thanks: "checkedOut" })).toBe(true);
    expect(checkOuts).toEqual([[TITO_VISIT], [ANA_VISIT]]);
  });

  it("goes back from the second person's checklist to the first person's answer, and from there to the details", async () => {
    const actor = atBranch(undefined);
    await expect.poll(() => actor.getSnapshot().matches("entering")).toBe(true);
    actor.send({ type: "guest.chosen" });
    actor.send({ type: "details.submitted", details: family });
    const checklist = () => actor.getSnapshot().children.symptoms;
    await expect.poll(() => checklist()?.getSnapshot().matches("choosing")).toBe(true);
    checklist()?.send({ type: "symptom.toggled", code: "FEVER" });
    checklist()?.send({ type: "answer.submitted" });
    await expect.poll(() => checklist()?.getSnapshot().matches("choosing")).toBe(true);
    actor.send({ type: "step.back", chosen: [] });
    expect(actor.getSnapshot().context).toMatchObject({ person: 0, answers: [["FEVER"], []] });
    await expect.poll(() => checklist()?.getSnapshot().context.chosen).toEqual(["FEVER"]);
    actor.send({ type: "step.back" });
    expect(actor.getSnapshot().matches({ form: "details" })).toBe(true);
  });

  it("'Not you?' forgets the remembered guest on this device and opens an empty form", async () => {
    const forgotten: string[] = [];
    const actor = createActor(
      guestLogbookMachine.provide({
        actors: { lookUpQr: fromPromise(() => Promise.resolve(branch)) },
        actions: { forgetGuest: () => void forgotten.push("forgetGuest") },
      }),
      { input: { uuid: UUID, hasToken: false, remembered } },
    ).start();
    await expect.poll(() => actor.getSnapshot().matches("entering")).toBe(true);
    actor.send({ type: "guest.chosen" });
    actor.send({ type: "remembered.forgotten" });
    expect(actor.getSnapshot().matches({ form: "details" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ remembered: undefined, details: undefined });
    expect(forgotten).toEqual(["forgetGuest"]);
  });

  it("offers no check-out to the person the door refused: the household's check-out ends only the stays of those who went in", async () => {
    const refusedTito: GuestVisit = { ...familyVisit, people: [person(ANA_VISIT, "ANA"), { ...person(TITO_VISIT, "TITO"), access_status: "NOT_ALLOWED" }] };
    const checkOuts: string[][] = [];
    const actor = atBranch(undefined, {
      checkIn: fromPromise<GuestVisit, GuestCheckIn>(() => Promise.resolve(refusedTito)),
      checkOut: fromPromise<string, GuestCheckOut>(({ input }) => {
        checkOuts.push(input.visitIds);
        return Promise.resolve("You have checked out. Thank you!");
      }),
    });
    await expect.poll(() => actor.getSnapshot().matches("entering")).toBe(true);
    actor.send({ type: "guest.chosen" });
    actor.send({ type: "details.submitted", details: family });
    for (let index = 0; index < 2; index += 1) {
      await expect.poll(() => actor.getSnapshot().children.symptoms?.getSnapshot().matches("choosing")).toBe(true);
      actor.getSnapshot().children.symptoms?.send({ type: "none.toggled" });
      actor.getSnapshot().children.symptoms?.send({ type: "answer.submitted" });
    }
    await expect.poll(() => actor.getSnapshot().matches({ thanks: "visiting" })).toBe(true);
    expect(actor.getSnapshot().can({ type: "checkOut.requested", visitId: TITO_VISIT })).toBe(false);
    actor.send({ type: "checkOut.requested" });
    await expect.poll(() => actor.getSnapshot().matches({ thanks: "checkedOut" })).toBe(true);
    expect(checkOuts).toEqual([[ANA_VISIT]]);
  });

  it("offers no check-out at all when the door refused everyone", async () => {
    const refused: GuestVisit = { ...visit, people: [{ ...person(ANA_VISIT, "ANA"), access_status: "NOT_ALLOWED" }] };
    const actor = atBranch(undefined, { checkIn: fromPromise<GuestVisit, GuestCheckIn>(() => Promise.resolve(refused)) });
    await expect.poll(() => actor.getSnapshot().matches("entering")).toBe(true);
    actor.send({ type: "guest.chosen" });
    actor.send({ type: "details.submitted", details });
    await expect.poll(() => actor.getSnapshot().children.symptoms?.getSnapshot().matches("choosing")).toBe(true);
    actor.getSnapshot().children.symptoms?.send({ type: "none.toggled" });
    actor.getSnapshot().children.symptoms?.send({ type: "answer.submitted" });
    await expect.poll(() => actor.getSnapshot().matches({ thanks: "visiting" })).toBe(true);
    expect(actor.getSnapshot().can({ type: "checkOut.requested" })).toBe(false);
  });
});
