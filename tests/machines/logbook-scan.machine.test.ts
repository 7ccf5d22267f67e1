import { describe, expect, it, vi } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type AccessResult,
  type Establishment,
  type LogbookScanContext,
  type LogbookScanEvent,
  type PageOpened,
  logbookScanMachine,
  type Person,
} from "../../machines/logbook-scan.machine.ts";
import { QR_NOT_FOUND_MESSAGE, type ScanResult } from "../../src/domain/logbook.ts";
import { expectFullCoverage, generatePaths, observable, type Replay, replay } from "./support/path-coverage.ts";

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
const allowed: AccessResult = { status: "ALLOWED" };
const refused: AccessResult = { status: "NOT_ALLOWED", title: "Entry not allowed", message: "You reported symptoms." };

const effects: string[] = [];
const never = () => new Promise<never>(() => {});
// The actors never settle by themselves: the generated paths send their done and error events.
const machine = logbookScanMachine.provide({
  actors: {
    lookUpCode: fromPromise<ScanResult, { code: string }>(never),
    verifyCode: fromPromise<ScanResult, { code: string }>(never),
    confirmVisit: fromPromise<AccessResult, { uuid: string; purpose: string }>(never),
    readPhoto: fromPromise<string, { photo: Blob }>(never),
  },
  actions: { leaveForLogbook: () => void effects.push("leaveForLogbook") },
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as LogbookScanEvent;
// A traveller, a front-liner, and a traveller sent here by the guest page with a branch uuid.
const openings: PageOpened[] = [
  { type: "page.opened", isFrontLiner: false, uuid: undefined },
  { type: "page.opened", isFrontLiner: true, uuid: undefined },
  { type: "page.opened", isFrontLiner: false, uuid: BRANCH_UUID },
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

describe("logbook scan machine, generated paths", () => {
  const options = {
    machine,
    events,
    // What the chart branches on or the page shows; which result filled the context does not multiply the paths.
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const { isFrontLiner, mode, source, purpose, purposeMissing, photoUnreadable } = snapshot.context as LogbookScanContext;
      return JSON.stringify({ value: snapshot.value, isFrontLiner, mode, source, purpose, purposeMissing, photoUnreadable });
    },
  };
  const replays: Replay[] = [];
  for (const path of generatePaths(options)) {
    it(path.description, () => {
      effects.length = 0;
      const run = replay(options, path.events);
      replays.push(run);
      expect(observable(run.snapshot)).toEqual(observable(path.expected));
      expect(effects).toEqual(run.snapshot.status === "done" ? ["leaveForLogbook"] : []);
      if (!run.snapshot.context.isFrontLiner) expect(run.snapshot.context.mode).toBe("checkIn");
    });
  }
  it("covers every state and transition", () => expectFullCoverage(machine, replays));
});

describe("logbook scan machine", () => {
  function start(opening: Omit<PageOpened, "type" | "uuid"> & { uuid?: string }, implementations: Parameters<typeof logbookScanMachine.provide>[0] = {}) {
    const actor = createActor(logbookScanMachine.provide(implementations));
    actor.start();
    actor.send({ type: "page.opened", uuid: undefined, ...opening });
    return actor;
  }

  it("looks up the branch uuid of a scanned check-in address, then confirms with the chosen purpose", async () => {
    const lookups: string[] = [];
    const confirmations: { uuid: string; purpose: string }[] = [];
    let left = false;
    const actor = start(
      { isFrontLiner: false },
      {
        actors: {
          lookUpCode: fromPromise<ScanResult, { code: string }>(({ input }) => {
            lookups.push(input.code);
            return Promise.resolve(establishment);
          }),
          confirmVisit: fromPromise<AccessResult, { uuid: string; purpose: string }>(({ input }) => {
            confirmations.push(input);
            return Promise.resolve(allowed);
          }),
        },
        actions: { leaveForLogbook: () => void (left = true) },
      },
    );
    expect(actor.getSnapshot().matches({ scanning: { camera: "starting" } })).toBe(true);
    actor.send({ type: "code.scanned", text: ` https://travel.example/g/logbook/${BRANCH_UUID.toUpperCase()}?from=poster ` });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("establishment"));
    expect(lookups).toEqual([BRANCH_UUID]);
    expect(actor.getSnapshot().context.establishment).toEqual(establishment);

    actor.send({ type: "visit.started" });
    expect(actor.getSnapshot().value).toBe("establishment");
    expect(actor.getSnapshot().context.purposeMissing).toBe(true);

    actor.send({ type: "purpose.selected", purpose: "Business" });
    expect(actor.getSnapshot().context.purposeMissing).toBe(false);
    actor.send({ type: "visit.started" });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("allowed"));
    expect(confirmations).toEqual([{ uuid: BRANCH_UUID, purpose: "Business" }]);

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
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("establishment"));
    expect(lookups).toEqual([BRANCH_UUID]);
  });

  it("treats any failed confirmation as NOT_ALLOWED", async () => {
    const actor = start(
      { isFrontLiner: false, uuid: BRANCH_UUID },
      {
        actors: {
          lookUpCode: fromPromise<ScanResult, { code: string }>(() => Promise.resolve(establishment)),
          confirmVisit: fromPromise<AccessResult, { uuid: string; purpose: string }>(() => Promise.reject(new Error("offline"))),
        },
      },
    );
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("establishment"));
    actor.send({ type: "purpose.selected", purpose: "Pleasure" });
    actor.send({ type: "visit.started" });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("notAllowed"));
    expect(actor.getSnapshot().context.access).toEqual({ status: "NOT_ALLOWED", title: undefined, message: undefined });
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
      { actors: { lookUpCode: fromPromise<ScanResult, { code: string }>(({ input }) => Promise.resolve(input.code === BRANCH_UUID ? establishment : notFound)) } },
    );
    actor.send({ type: "source.manual" });
    actor.send({ type: "code.typed", text: CHECK_IN_URL });
    actor.send({ type: "code.scanned", text: CHECK_IN_URL });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("establishment"));
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
});
