import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type AccessResult,
  type Establishment,
  type Household,
  type LogbookScanContext,
  type LogbookScanEvent,
  logbookScanMachine,
  type PageOpened,
  type Person,
  type VisitToConfirm,
} from "../../machines/logbook-scan.machine.ts";
import { symptomsMachine } from "../../machines/symptoms.machine.ts";
import { type CheckedInPerson, type CompanionDetails, ConfirmVisit, MAX_COMPANIONS, QR_NOT_FOUND_MESSAGE, type ScanResult } from "#domain/logbook.ts";
import type { SymptomAttributes } from "#domain/reference-data.ts";
import { expectFullCoverage, generatePaths, observable, type PathTestOptions, type Replay, replay } from "./support/path-coverage.ts";

const BRANCH_UUID = "5b0e7c1a-2f4d-4e8b-9a6c-0d1e2f3a4b5c";
const CHECK_IN_URL = `https://travel.example/g/logbook/${BRANCH_UUID}`;

const establishment: Establishment = {
  result_type: "ESTABLISHMENT",
  qr_value: BRANCH_UUID,
  qr_type: "LOCATION",
  logo: "",
  name: "Garapan Market",
  branch: "Main",
  label: "Entrance",
  geoloc: null,
};
const person: Person = {
  result_type: "USER",
  full_name: "ANA CRUZ",
  company_name: "Saipan Tours",
  municipality_name: "Saipan",
  status: "GOOD",
  health_status: "GOOD",
};
const notFound: ScanResult = { result_type: "NOT_FOUND", message: QR_NOT_FOUND_MESSAGE };
const allowed: AccessResult = { status: "ALLOWED", companions: [] };
const refused: AccessResult = { status: "NOT_ALLOWED", recorded: true, companions: [] };

/** Ana Santos, whose profile lists her two children and her daughter Ana, named after her. */
const child = (name: string, age: number, gender: "MALE" | "FEMALE"): CompanionDetails => ({ name, middle_name: null, last_name: "SANTOS", age, gender });
const LUCIA = child("LUCIA", 9, "FEMALE");
const MARCO = child("MARCO", 6, "MALE");
const ANA_JR = { ...child("ANA", 4, "FEMALE"), middle_name: "REYES" };
const ROSA: CompanionDetails = { name: "ROSA", middle_name: null, last_name: "CAMACHO", age: 70, gender: "FEMALE" };
const alone: Household = { holder: { name: "ANA", last_name: "SANTOS" }, family: [] };
const santos: Household = { holder: { name: "ANA", last_name: "SANTOS" }, family: [LUCIA, MARCO, ANA_JR] };
const checkedIn = (visitId: string, person: CompanionDetails, access: CheckedInPerson["access_status"]): CheckedInPerson => ({
  visit_id: visitId,
  name: person.name,
  last_name: person.last_name,
  ends_at: "2026-11-23T14:00:00.000Z",
  access_status: access,
});
const householdAllowed: AccessResult = { status: "ALLOWED", companions: [checkedIn("v-lucia", LUCIA, "NOT_ALLOWED")] };
const householdRefused: AccessResult = { ...refused, companions: [checkedIn("v-lucia", LUCIA, "ALLOWED")] };

const effects: string[] = [];
const sent: VisitToConfirm[] = [];
const never = () => new Promise<never>(() => {});
// The actors never settle by themselves: the generated paths send their done and error events.
const machine = logbookScanMachine.provide({
  actors: {
    lookUpCode: fromPromise<ScanResult, { code: string }>(never),
    verifyCode: fromPromise<ScanResult, { code: string }>(never),
    confirmVisit: fromPromise<AccessResult, VisitToConfirm>(({ input }) => {
      sent.push(input);
      return never();
    }),
    readPhoto: fromPromise<string, { photo: Blob }>(never),
    symptoms: symptomsMachine.provide({ actors: { loadSymptoms: fromPromise<SymptomAttributes[]>(never) } }),
  },
  actions: { leaveForLogbook: () => void effects.push("leaveForLogbook") },
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as LogbookScanEvent;
// A traveller, a front-liner, and a traveller sent here by the guest page with a branch uuid.
const openings: PageOpened[] = [
  { type: "page.opened", isFrontLiner: false, uuid: undefined, household: alone },
  { type: "page.opened", isFrontLiner: true, uuid: undefined, household: alone },
  { type: "page.opened", isFrontLiner: false, uuid: BRANCH_UUID, household: alone },
];
const events: LogbookScanEvent[] = [
  ...openings,
  { type: "camera.started" },
  { type: "camera.failed", problem: "denied" },
  { type: "source.camera" },
  { type: "source.photo" },
  { type: "source.manual" },
  { type: "photo.chosen", photo: new Blob(["not a picture"]) },
  { type: "code.scanned", text: CHECK_IN_URL },
  { type: "code.scanned", text: "   " },
  { type: "code.typed", text: CHECK_IN_URL },
  { type: "mode.changed", mode: "verify" },
  { type: "mode.changed", mode: "checkIn" },
  { type: "lookup.retried" },
  { type: "scan.again" },
  { type: "purpose.selected", purpose: "Business" },
  { type: "visit.started" },
  { type: "result.acknowledged" },
  done("readPhoto", CHECK_IN_URL),
  done("lookUpCode", establishment),
  done("lookUpCode", person),
  done("lookUpCode", notFound),
  done("verifyCode", person),
  done("verifyCode", establishment),
  done("verifyCode", notFound),
  done("confirmVisit", allowed),
  done("confirmVisit", refused),
];

// A mother at the door with her family in her profile: she checks in with some of them, or adds
// someone by name; each person's symptoms are asked in turn. The camera and the front-liner's
// verifying are the paths above; these start from the place found.
const householdEvents: LogbookScanEvent[] = [
  { type: "page.opened", isFrontLiner: false, uuid: BRANCH_UUID, household: santos },
  done("lookUpCode", establishment),
  { type: "purpose.selected", purpose: "Business" },
  { type: "family.toggled", index: 0 },
  { type: "family.toggled", index: 1 },
  // Her daughter Ana has her name: the door would take them for one person.
  { type: "family.toggled", index: 2 },
  { type: "companion.adding" },
  { type: "companion.added", companion: ROSA },
  { type: "companion.added", companion: { ...ROSA, name: "Ana", last_name: "Santos" } },
  { type: "companion.cancelled" },
  { type: "companion.removed", index: 0 },
  { type: "visit.started" },
  done("symptoms", { symptoms: ["FEVER"], chosen: ["FEVER"] }),
  { type: "step.back", chosen: ["COUGH"] },
  { type: "step.back" },
  done("confirmVisit", householdAllowed),
  done("confirmVisit", householdRefused),
  { type: "result.acknowledged" },
];

const names = (people: readonly { name: string }[]) => people.map((person) => person.name);

describe("logbook scan machine, generated paths", () => {
  const replays: Replay[] = [];
  /** Replays a path and checks what every path must show; the context it ended with. */
  const runPath = (options: PathTestOptions<typeof machine>, events: LogbookScanEvent[], expected: AnyMachineSnapshot): LogbookScanContext => {
    effects.length = 0;
    sent.length = 0;
    const run = replay(options, events);
    replays.push(run);
    const context = run.snapshot.context as LogbookScanContext;
    expect(observable(run.snapshot)).toEqual(observable(expected));
    expect(effects).toEqual(run.snapshot.status === "done" ? ["leaveForLogbook"] : []);
    if (!context.isFrontLiner) expect(context.mode).toBe("checkIn");
    // What is sent: a visit the API accepts, at the place scanned, with everyone chosen and the symptoms they answered.
    for (const visit of sent) {
      expect(v.safeParse(ConfirmVisit, visit).issues).toBeUndefined();
      expect(visit.uuid).toBe(BRANCH_UUID);
      expect(names(visit.companions)).toEqual(names(context.companions.map(({ details }) => details)));
      for (const companion of visit.companions) expect(companion.symptoms).toEqual(["FEVER"]);
    }
    return context;
  };

  describe("scanning, verifying and checking in alone", () => {
    const options = {
      machine,
      events,
      // What the chart branches on or the page shows; which result filled the context does not multiply the paths.
      serializeState: (snapshot: AnyMachineSnapshot) => {
        const { isFrontLiner, mode, source, purpose, purposeMissing, photoUnreadable } = snapshot.context as LogbookScanContext;
        return JSON.stringify({ value: snapshot.value, isFrontLiner, mode, source, purpose, purposeMissing, photoUnreadable });
      },
    };
    for (const path of generatePaths(options)) {
      it(path.description, () => {
        expect(runPath(options, path.events, path.expected).companions).toEqual([]);
      });
    }
  });

  describe("checking in with people", () => {
    const options = {
      machine,
      events: householdEvents,
      // How many people come along, not who: the chart branches on the count and on names clashing.
      serializeState: (snapshot: AnyMachineSnapshot) => {
        const { purpose, purposeMissing, companions, samePerson, whose } = snapshot.context as LogbookScanContext;
        return JSON.stringify({ value: snapshot.value, purpose, purposeMissing, people: companions.length, samePerson, whose });
      },
    };
    for (const path of generatePaths(options)) {
      it(path.description, () => {
        const { companions, household } = runPath(options, path.events, path.expected);
        // Nobody checks in twice, nor under the traveller's name.
        expect(new Set(names(companions.map(({ details }) => details))).size).toBe(companions.length);
        expect(names(companions.map(({ details }) => details))).not.toContain(household.holder.name);
      });
    }
  });

  it("covers every state and transition", () => expectFullCoverage(machine, replays));
});

describe("logbook scan machine", () => {
  function start(
    opening: { isFrontLiner: boolean; uuid?: string; household?: Household },
    implementations: Parameters<typeof logbookScanMachine.provide>[0] = {},
  ) {
    const actor = createActor(logbookScanMachine.provide(implementations));
    actor.start();
    actor.send({ type: "page.opened", uuid: undefined, household: alone, ...opening });
    return actor;
  }

  it("looks up the branch uuid of a scanned check-in address, then confirms with the chosen purpose", async () => {
    const lookups: string[] = [];
    const confirmations: VisitToConfirm[] = [];
    let left = false;
    const actor = start(
      { isFrontLiner: false },
      {
        actors: {
          lookUpCode: fromPromise<ScanResult, { code: string }>(({ input }) => {
            lookups.push(input.code);
            return Promise.resolve(establishment);
          }),
          confirmVisit: fromPromise<AccessResult, VisitToConfirm>(({ input }) => {
            confirmations.push(input);
            return Promise.resolve(allowed);
          }),
        },
        actions: { leaveForLogbook: () => void (left = true) },
      },
    );
    expect(actor.getSnapshot().matches({ scanning: { camera: "starting" } })).toBe(true);
    actor.send({ type: "code.scanned", text: ` https://travel.example/g/logbook/${BRANCH_UUID.toUpperCase()}?from=poster ` });
    await vi.waitFor(() => expect(actor.getSnapshot().matches("establishment")).toBe(true));
    expect(lookups).toEqual([BRANCH_UUID]);
    expect(actor.getSnapshot().context.establishment).toEqual(establishment);

    actor.send({ type: "visit.started" });
    expect(actor.getSnapshot().matches("establishment")).toBe(true);
    expect(actor.getSnapshot().context.purposeMissing).toBe(true);

    actor.send({ type: "purpose.selected", purpose: "Business" });
    expect(actor.getSnapshot().context.purposeMissing).toBe(false);
    actor.send({ type: "visit.started" });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("allowed"));
    expect(confirmations).toEqual([{ uuid: BRANCH_UUID, purpose: "Business", companions: [] }]);

    actor.send({ type: "result.acknowledged" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(left).toBe(true);
  });

  it("skips the camera when a branch uuid arrives with the page", async () => {
    const lookups: string[] = [];
    const actor = start(
      { isFrontLiner: true, uuid: BRANCH_UUID },
      {
        actors: {
          lookUpCode: fromPromise<ScanResult, { code: string }>(({ input }) => {
            lookups.push(input.code);
            return Promise.resolve(establishment);
          }),
        },
      },
    );
    await vi.waitFor(() => expect(actor.getSnapshot().matches("establishment")).toBe(true));
    expect(lookups).toEqual([BRANCH_UUID]);
  });

  it("treats any failed confirmation as NOT_ALLOWED", async () => {
    const actor = start(
      { isFrontLiner: false, uuid: BRANCH_UUID },
      {
        actors: {
          lookUpCode: fromPromise<ScanResult, { code: string }>(() => Promise.resolve(establishment)),
          confirmVisit: fromPromise<AccessResult, VisitToConfirm>(() => Promise.reject(new Error("offline"))),
        },
      },
    );
    await vi.waitFor(() => expect(actor.getSnapshot().matches("establishment")).toBe(true));
    actor.send({ type: "purpose.selected", purpose: "Pleasure" });
    actor.send({ type: "visit.started" });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("notAllowed"));
    expect(actor.getSnapshot().context.access).toEqual({ status: "NOT_ALLOWED", recorded: false, companions: [] });
  });

  it("lets only a front-liner verify codes, through the front-liner lookup", async () => {
    const traveller = start({ isFrontLiner: false });
    expect(traveller.getSnapshot().can({ type: "mode.changed", mode: "verify" })).toBe(false);

    const verified: string[] = [];
    const frontLiner = start(
      { isFrontLiner: true },
      {
        actors: {
          verifyCode: fromPromise<ScanResult, { code: string }>(({ input }) => {
            verified.push(input.code);
            return Promise.resolve(person);
          }),
        },
      },
    );
    frontLiner.send({ type: "mode.changed", mode: "verify" });
    frontLiner.send({ type: "code.scanned", text: "user-qr-value" });
    await vi.waitFor(() => expect(frontLiner.getSnapshot().value).toBe("person"));
    expect(verified).toEqual(["user-qr-value"]);
    expect(frontLiner.getSnapshot().context.person).toEqual(person);
    frontLiner.send({ type: "scan.again" });
    expect(frontLiner.getSnapshot().matches("scanning")).toBe(true);
    expect(frontLiner.getSnapshot().context).toMatchObject({ mode: "verify", person: undefined });
  });

  it("reads a chosen photo and says so when it holds no QR code", async () => {
    let readable = false;
    const actor = start(
      { isFrontLiner: false },
      {
        actors: {
          readPhoto: fromPromise<string, { photo: Blob }>(() => (readable ? Promise.resolve(CHECK_IN_URL) : Promise.reject(new Error("No QR code found")))),
          lookUpCode: fromPromise<ScanResult, { code: string }>(() => Promise.resolve(notFound)),
        },
      },
    );
    actor.send({ type: "camera.failed", problem: "missing" });
    expect(actor.getSnapshot().context.cameraProblem).toBe("missing");
    actor.send({ type: "source.photo" });
    actor.send({ type: "photo.chosen", photo: new Blob(["x"]) });
    await vi.waitFor(() => expect(actor.getSnapshot().context.photoUnreadable).toBe(true));
    expect(actor.getSnapshot().matches({ scanning: { photo: "choosing" } })).toBe(true);
    readable = true;
    actor.send({ type: "photo.chosen", photo: new Blob(["x"]) });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("notFound"));
  });

  it("'Scan again' keeps the purpose chosen and the code typed, and returns to the typed code", async () => {
    const actor = start(
      { isFrontLiner: false },
      {
        actors: {
          lookUpCode: fromPromise<ScanResult, { code: string }>(({ input }) => Promise.resolve(input.code === BRANCH_UUID ? establishment : notFound)),
        },
      },
    );
    actor.send({ type: "source.manual" });
    actor.send({ type: "code.typed", text: CHECK_IN_URL });
    actor.send({ type: "code.scanned", text: CHECK_IN_URL });
    await vi.waitFor(() => expect(actor.getSnapshot().matches("establishment")).toBe(true));
    actor.send({ type: "purpose.selected", purpose: "Business" });
    actor.send({ type: "scan.again" });
    expect(actor.getSnapshot().matches({ scanning: "manual" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ typed: CHECK_IN_URL, purpose: "Business" });

    actor.send({ type: "code.typed", text: "not-a-code" });
    actor.send({ type: "code.scanned", text: "not-a-code" });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("notFound"));
    actor.send({ type: "scan.again" });
    expect(actor.getSnapshot().matches({ scanning: "manual" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ typed: "not-a-code", purpose: "Business" });
  });

  it("ignores a scan with nothing in it", () => {
    const actor = start({ isFrontLiner: false });
    actor.send({ type: "source.manual" });
    actor.send({ type: "code.scanned", text: "  " });
    expect(actor.getSnapshot().matches({ scanning: "manual" })).toBe(true);
  });

  describe("with people", () => {
    const list: SymptomAttributes[] = [
      { title: "Fever", code: "FEVER", category: "COMMON" },
      { title: "Cough", code: "COUGH", category: "COMMON" },
    ];
    const withChecklist = { symptoms: symptomsMachine.provide({ actors: { loadSymptoms: fromPromise(() => Promise.resolve(list)) } }) };

    async function atThePlace(confirmVisit = fromPromise<AccessResult, VisitToConfirm>(never)) {
      const actor = start(
        { isFrontLiner: false, uuid: BRANCH_UUID, household: santos },
        { actors: { lookUpCode: fromPromise<ScanResult, { code: string }>(() => Promise.resolve(establishment)), confirmVisit, ...withChecklist } },
      );
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ establishment: "choosing" })).toBe(true));
      actor.send({ type: "purpose.selected", purpose: "Business" });
      return actor;
    }
    type Actor = Awaited<ReturnType<typeof atThePlace>>;
    const checklist = (actor: Actor) => actor.getSnapshot().children.symptoms;
    const whose = (actor: Actor) => actor.getSnapshot().context.companions[actor.getSnapshot().context.whose]?.details.name;
    async function answer(actor: Actor, chosen: "none" | string) {
      await vi.waitFor(() => expect(checklist(actor)?.getSnapshot().matches("choosing")).toBe(true));
      checklist(actor)?.send(chosen === "none" ? { type: "none.toggled" } : { type: "symptom.toggled", code: chosen });
      checklist(actor)?.send({ type: "answer.submitted" });
    }

    it("checks in with the family members picked and a person added, each answering their symptoms in turn, and shows each door answer", async () => {
      const confirmations: VisitToConfirm[] = [];
      const answer409: AccessResult = { ...refused, companions: [checkedIn("v-marco", MARCO, "ALLOWED"), checkedIn("v-rosa", ROSA, "NOT_ALLOWED")] };
      const actor = await atThePlace(
        fromPromise<AccessResult, VisitToConfirm>(({ input }) => {
          confirmations.push(input);
          return Promise.resolve(answer409);
        }),
      );
      actor.send({ type: "family.toggled", index: 1 });
      actor.send({ type: "family.toggled", index: 0 });
      // Lucia stays home after all.
      actor.send({ type: "family.toggled", index: 0 });
      actor.send({ type: "companion.adding" });
      expect(actor.getSnapshot().matches({ establishment: "adding" })).toBe(true);
      actor.send({ type: "companion.added", companion: ROSA });
      expect(actor.getSnapshot().matches({ establishment: "choosing" })).toBe(true);
      expect(actor.getSnapshot().context.companions.map(({ details }) => details.name)).toEqual(["MARCO", "ROSA"]);

      actor.send({ type: "visit.started" });
      expect(whose(actor)).toBe("MARCO");
      await answer(actor, "none");
      await vi.waitFor(() => expect(whose(actor)).toBe("ROSA"));
      await answer(actor, "FEVER");
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("notAllowed"));

      expect(confirmations).toEqual([
        {
          uuid: BRANCH_UUID,
          purpose: "Business",
          companions: [
            { ...MARCO, symptoms: ["NONE_OF_THE_ABOVE"] },
            { ...ROSA, symptoms: ["FEVER"] },
          ],
        },
      ]);
      expect(actor.getSnapshot().context.access).toEqual(answer409);
    });

    it("goes back a person keeping each answer, and from the first back to the place with everyone still chosen", async () => {
      const actor = await atThePlace();
      actor.send({ type: "family.toggled", index: 0 });
      actor.send({ type: "family.toggled", index: 1 });
      actor.send({ type: "visit.started" });
      await answer(actor, "COUGH");
      await vi.waitFor(() => expect(whose(actor)).toBe("MARCO"));
      await vi.waitFor(() => expect(checklist(actor)?.getSnapshot().matches("choosing")).toBe(true));
      checklist(actor)?.send({ type: "none.toggled" });
      actor.send({ type: "step.back", chosen: checklist(actor)?.getSnapshot().context.chosen });
      expect(whose(actor)).toBe("LUCIA");
      await vi.waitFor(() => expect(checklist(actor)?.getSnapshot().context.chosen).toEqual(["COUGH"]));
      actor.send({ type: "step.back", chosen: checklist(actor)?.getSnapshot().context.chosen });
      expect(actor.getSnapshot().matches({ establishment: "choosing" })).toBe(true);
      expect(actor.getSnapshot().context.companions).toEqual([
        { details: LUCIA, chosen: ["COUGH"] },
        { details: MARCO, chosen: [] },
      ]);
      // Each answer is shown again on the way forward.
      actor.send({ type: "visit.started" });
      await vi.waitFor(() => expect(checklist(actor)?.getSnapshot().matches({ choosing: "symptomsChosen" })).toBe(true));
      checklist(actor)?.send({ type: "answer.submitted" });
      await vi.waitFor(() => expect(checklist(actor)?.getSnapshot().matches({ choosing: "noneChosen" })).toBe(true));
    });

    it("keeps one name to one person: not the traveller's, not anyone's already coming along", async () => {
      const actor = await atThePlace();
      // Her daughter Ana, named after her.
      actor.send({ type: "family.toggled", index: 2 });
      expect(actor.getSnapshot().context).toMatchObject({ companions: [], samePerson: true });
      actor.send({ type: "family.toggled", index: 0 });
      expect(actor.getSnapshot().context.samePerson).toBe(false);
      actor.send({ type: "companion.adding" });
      actor.send({ type: "companion.added", companion: { ...LUCIA, name: "Lucía", middle_name: "MAE" } });
      expect(actor.getSnapshot().matches({ establishment: "adding" })).toBe(true);
      expect(actor.getSnapshot().context.samePerson).toBe(true);
      actor.send({ type: "companion.cancelled" });
      expect(actor.getSnapshot().context).toMatchObject({ samePerson: false });
      expect(actor.getSnapshot().context.companions.map(({ details }) => details.name)).toEqual(["LUCIA"]);
    });

    it("takes at most nine people along", async () => {
      const actor = await atThePlace();
      for (let index = 0; index < MAX_COMPANIONS; index += 1) {
        actor.send({ type: "companion.adding" });
        actor.send({ type: "companion.added", companion: { ...ROSA, name: `GUEST ${index + 1}` } });
      }
      expect(actor.getSnapshot().context.companions).toHaveLength(MAX_COMPANIONS);
      expect(actor.getSnapshot().can({ type: "companion.adding" })).toBe(false);
      actor.send({ type: "family.toggled", index: 0 });
      expect(actor.getSnapshot().context.companions).toHaveLength(MAX_COMPANIONS);
      expect(actor.getSnapshot().context.samePerson).toBe(false);
      actor.send({ type: "companion.removed", index: 0 });
      actor.send({ type: "family.toggled", index: 0 });
      expect(
        actor
          .getSnapshot()
          .context.companions.map(({ details }) => details.name)
          .at(-1),
      ).toBe("LUCIA");
    });

    it("keeps who comes along through 'Scan again', and a failed confirmation has nobody's door answer", async () => {
      const actor = await atThePlace(fromPromise<AccessResult, VisitToConfirm>(() => Promise.reject(new Error("offline"))));
      actor.send({ type: "family.toggled", index: 1 });
      actor.send({ type: "scan.again" });
      expect(actor.getSnapshot().matches("scanning")).toBe(true);
      actor.send({ type: "code.scanned", text: CHECK_IN_URL });
      await vi.waitFor(() => expect(actor.getSnapshot().matches("establishment")).toBe(true));
      expect(actor.getSnapshot().context.companions.map(({ details }) => details.name)).toEqual(["MARCO"]);
      actor.send({ type: "visit.started" });
      await answer(actor, "none");
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("notAllowed"));
      expect(actor.getSnapshot().context.access).toEqual({ status: "NOT_ALLOWED", recorded: false, companions: [] });
    });
  });
});
