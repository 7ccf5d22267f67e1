import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type DeleteQuestion,
  type DoseInput,
  type MedicalRecords,
  type MedicalRecordsContext,
  type MedicalRecordsEvent,
  medicalRecordsMachine,
  type RecordKind,
  type SaveOutcome,
  type TestResultInput,
  type TestResultRecord,
  type VaccinationRecord,
} from "../../machines/medical-records.machine.ts";
import { expectPredictedEnd, testGeneratedPaths } from "./support/path-coverage.ts";

const CARD = "card.png::/api/v1/uploads/5b1f0a8e-3c2d-4e5f-8a9b-0c1d2e3f4a5b";
const dose: DoseInput = {
  dose_type: "COVID_19_DOSE",
  patient_number: null,
  product_name: "COMIRNATY",
  lot_number: "FK1234",
  date_administered: "2026-05-02",
  site: "SAIPAN HEALTH CENTER",
  card_image: CARD,
};
const result: TestResultInput = { test_type: "RT_PCR", result: "NEGATIVE", taken_at: "2026-11-20T08:00:00.000Z", document: CARD };
const vaccination = (id: string): VaccinationRecord => ({ id, type: "vaccination", attributes: { ...dose, created_at: "2026-11-20T09:00:00.000Z" } });
const testResult = (id: string): TestResultRecord => ({ id, type: "test_result", attributes: { ...result, created_at: "2026-11-20T09:00:00.000Z" } });
const loaded: MedicalRecords = { vaccinations: [vaccination("d1")], testResults: [testResult("t1")] };
const refused: SaveOutcome<never> = { status: "refused", errors: { lot_number: ["Required"] } };

const announced: string[] = [];
// The machine's own actors never settle: the generated paths send their done and error events.
const machine = medicalRecordsMachine.provide({
  actions: { announce: (_, { message }) => void announced.push(message) },
});

const as = (event: object) => event as unknown as MedicalRecordsEvent;
const offline = new Error("offline");
const events: MedicalRecordsEvent[] = [
  as({ type: "xstate.done.actor.loadRecords", output: loaded }),
  as({ type: "xstate.error.actor.loadRecords", error: offline }),
  { type: "records.reload" },
  { type: "dose.adding" },
  { type: "testResult.adding" },
  { type: "form.cancelled" },
  { type: "dose.submitted", dose },
  { type: "testResult.submitted", result },
  as({ type: "xstate.done.actor.saveDose", output: { status: "saved", record: vaccination("d2"), message: "Dose saved" } }),
  as({ type: "xstate.done.actor.saveDose", output: refused }),
  as({ type: "xstate.error.actor.saveDose", error: offline }),
  as({ type: "xstate.done.actor.saveTestResult", output: { status: "saved", record: testResult("t2"), message: "Result saved" } }),
  as({ type: "xstate.done.actor.saveTestResult", output: refused }),
  as({ type: "xstate.error.actor.saveTestResult", error: offline }),
  { type: "record.deleteRequested", kind: "vaccination", id: "d1" },
  { type: "record.deleteRequested", kind: "test_result", id: "t1" },
  as({ type: "xstate.done.actor.confirmDelete", output: true }),
  as({ type: "xstate.done.actor.confirmDelete", output: false }),
  as({ type: "xstate.error.actor.confirmDelete", error: offline }),
  as({ type: "xstate.done.actor.deleteRecord", output: "Record deleted" }),
  as({ type: "xstate.error.actor.deleteRecord", error: offline }),
  { type: "healthData.deleteRequested" },
  as({ type: "xstate.done.actor.confirmHealthDataDelete", output: true }),
  as({ type: "xstate.done.actor.confirmHealthDataDelete", output: false }),
  as({ type: "xstate.error.actor.confirmHealthDataDelete", error: offline }),
  as({ type: "xstate.done.actor.deleteHealthData", output: "Health information deleted" }),
  as({ type: "xstate.error.actor.deleteHealthData", error: offline }),
];

// What the chart branches on: which records are listed matters only as "some" or "none".
function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as MedicalRecordsContext;
  return JSON.stringify({
    value: snapshot.value,
    vaccinations: context.vaccinations.map((record) => record.id),
    testResults: context.testResults.map((record) => record.id),
    refused: Object.keys(context.fieldErrors).length > 0,
    deleting: context.deleting,
  });
}

const typeOf = (event: MedicalRecordsEvent) => event.type as string;
const outputOf = (event: MedicalRecordsEvent) => (event as unknown as { output?: unknown }).output;

/** The records listed and the messages announced after a path, derived from its events alone. */
function expectedOutcome(path: readonly MedicalRecordsEvent[]) {
  let vaccinations: string[] = [];
  let testResults: string[] = [];
  let asked: string | undefined;
  const messages: string[] = [];
  for (const event of path) {
    const output = outputOf(event);
    if (typeOf(event) === "xstate.done.actor.loadRecords") {
      vaccinations = ["d1"];
      testResults = ["t1"];
    }
    if (event.type === "record.deleteRequested") asked = event.id;
    if (typeOf(event).startsWith("xstate.done.actor.save") && (output as SaveOutcome<unknown>).status === "saved") {
      const saved = output as { record: { id: string; type: string }; message: string };
      if (saved.record.type === "vaccination") vaccinations = [...vaccinations.filter((id) => id !== saved.record.id), saved.record.id];
      else testResults = [...testResults.filter((id) => id !== saved.record.id), saved.record.id];
      messages.push(saved.message);
    }
    if (typeOf(event) === "xstate.done.actor.deleteRecord") {
      vaccinations = vaccinations.filter((id) => id !== asked);
      testResults = testResults.filter((id) => id !== asked);
      messages.push(output as string);
    }
    if (typeOf(event) === "xstate.done.actor.deleteHealthData") {
      vaccinations = [];
      testResults = [];
      messages.push(output as string);
    }
  }
  return { vaccinations, testResults, messages };
}

describe("medical records machine, generated paths", () => {
  const options = { machine, events, serializeState };
  testGeneratedPaths(options, {
    reset: () => {
      announced.length = 0;
    },
    check: (run, path) => {
      expectPredictedEnd(run, path);
      const context = run.snapshot.context as MedicalRecordsContext;
      const expected = expectedOutcome(path.events);
      expect(context.vaccinations.map((record) => record.id)).toEqual(expected.vaccinations);
      expect(context.testResults.map((record) => record.id)).toEqual(expected.testResults);
      expect(announced).toEqual(expected.messages);
      // The server's field messages belong to the form they were given for: gone once it is saved or closed.
      if (Object.keys(context.fieldErrors).length > 0) {
        const formOpen = ["addingDose", "savingDose", "addingTestResult", "savingTestResult"].some((form) => run.snapshot.matches({ ready: form }));
        expect(formOpen).toBe(true);
      }
      // Nothing is deleted without a question answered yes: a record is marked only while asked or deleting.
      if (context.deleting) {
        expect(run.snapshot.matches({ ready: "confirmingDelete" }) || run.snapshot.matches({ ready: "deletingRecord" })).toBe(true);
      }
    },
  });
});

describe("medical records machine", () => {
  it("adds a dose, keeps the form open with the server's messages when refused, and lists it once saved", async () => {
    const sent: DoseInput[] = [];
    let refuse = true;
    const saved: string[] = [];
    const actor = createActor(
      medicalRecordsMachine.provide({
        actors: {
          loadRecords: fromPromise(async () => loaded),
          saveDose: fromPromise<SaveOutcome<VaccinationRecord>, DoseInput>(async ({ input }) => {
            sent.push(input);
            return refuse ? refused : { status: "saved", record: vaccination("d2"), message: "Dose saved" };
          }),
        },
        actions: { announce: (_, { message }) => void saved.push(message) },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().matches({ ready: "browsing" })).toBe(true);
    actor.send({ type: "dose.adding" });
    actor.send({ type: "dose.submitted", dose });
    await expect.poll(() => actor.getSnapshot().matches({ ready: "addingDose" })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ lot_number: ["Required"] });
    refuse = false;
    actor.send({ type: "dose.submitted", dose: { ...dose, lot_number: "FK9999" } });
    await expect.poll(() => actor.getSnapshot().matches({ ready: "browsing" })).toBe(true);
    expect(actor.getSnapshot().context.vaccinations.map((record) => record.id)).toEqual(["d1", "d2"]);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(sent.map((item) => item.lot_number)).toEqual(["FK1234", "FK9999"]);
    expect(saved).toEqual(["Dose saved"]);
  });

  it("asks before deleting, deletes only the record asked about, and keeps it when the answer is no", async () => {
    const answers = [false, true];
    const asked: DeleteQuestion[] = [];
    const deleted: { kind: RecordKind; id: string }[] = [];
    const actor = createActor(
      medicalRecordsMachine.provide({
        actors: {
          loadRecords: fromPromise(async () => loaded),
          confirmDelete: fromPromise<boolean, DeleteQuestion>(async ({ input }) => {
            asked.push(input);
            return answers.shift() ?? false;
          }),
          deleteRecord: fromPromise<string, { kind: RecordKind; id: string }>(async ({ input }) => {
            deleted.push(input);
            return "Record deleted";
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().matches({ ready: "browsing" })).toBe(true);
    actor.send({ type: "record.deleteRequested", kind: "test_result", id: "t1" });
    await expect.poll(() => asked.length).toBe(1);
    await expect.poll(() => actor.getSnapshot().matches({ ready: "browsing" })).toBe(true);
    expect(actor.getSnapshot().context.testResults).toHaveLength(1);
    actor.send({ type: "record.deleteRequested", kind: "test_result", id: "t1" });
    await expect.poll(() => actor.getSnapshot().context.testResults).toEqual([]);
    expect(asked).toEqual(["record", "record"]);
    expect(deleted).toEqual([{ kind: "test_result", id: "t1" }]);
    expect(actor.getSnapshot().context.vaccinations.map((record) => record.id)).toEqual(["d1"]);
  });

  it("deletes all health information only after the question is answered yes", async () => {
    let deletions = 0;
    const actor = createActor(
      medicalRecordsMachine.provide({
        actors: {
          loadRecords: fromPromise(async () => loaded),
          confirmDelete: fromPromise<boolean, DeleteQuestion>(async ({ input }) => input === "healthData"),
          deleteHealthData: fromPromise(async () => {
            deletions++;
            return "Health information deleted";
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().matches({ ready: "browsing" })).toBe(true);
    actor.send({ type: "healthData.deleteRequested" });
    await expect.poll(() => deletions).toBe(1);
    await expect.poll(() => actor.getSnapshot().context).toMatchObject({ vaccinations: [], testResults: [] });
  });
});
