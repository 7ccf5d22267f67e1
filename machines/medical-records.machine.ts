import type * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import type { TestResult, TestResultResource, VaccinationDose, VaccinationResource } from "#domain/medical-records.ts";

export type VaccinationRecord = v.InferOutput<typeof VaccinationResource>;
export type TestResultRecord = v.InferOutput<typeof TestResultResource>;
export type RecordKind = "vaccination" | "test_result";
export type DoseInput = v.InferInput<typeof VaccinationDose>;
export type TestResultInput = v.InferInput<typeof TestResult>;

export interface MedicalRecords {
  vaccinations: VaccinationRecord[];
  testResults: TestResultRecord[];
}

/** A save either stores the record or is refused with messages by field (a 422); other failures reject. */
export type SaveOutcome<T> = { status: "saved"; record: T; message: string } | { status: "refused"; errors: Record<string, string[]> };

export interface MedicalRecordsContext extends MedicalRecords {
  /** The server's messages for the form being filled in, by field. */
  fieldErrors: Record<string, string[]>;
  /** The record being confirmed for deletion or deleted. */
  deleting: { kind: RecordKind; id: string } | undefined;
}

export type MedicalRecordsEvent =
  | { type: "records.reload" }
  | { type: "dose.adding" }
  | { type: "testResult.adding" }
  | { type: "form.cancelled" }
  | { type: "dose.submitted"; dose: DoseInput }
  | { type: "testResult.submitted"; result: TestResultInput }
  | { type: "record.deleteRequested"; kind: RecordKind; id: string }
  | { type: "healthData.deleteRequested" };

export type DeleteQuestion = "record" | "healthData";

// The app provides the calls; until then they never settle.
const never = () => new Promise<never>(() => {});

const upsert = <T extends { id: string }>(list: readonly T[], record: T) => [...list.filter((item) => item.id !== record.id), record];

/**
 * The traveller's vaccination doses and RT-PCR / antigen results (docs/product-spec.md, parts 3 and 9): loaded
 * together; one form at a time adds a dose or a result (a refusal keeps the form open with the
 * server's messages on its fields); a record, or all health information, is deleted only after
 * 'Are you sure you want to delete?'. Failed calls are told by the API client; the lists stay as shown.
 */
export const medicalRecordsMachine = setup({
  types: {
    context: {} as MedicalRecordsContext,
    events: {} as MedicalRecordsEvent,
  },
  actions: {
    // The view says so (a toast); the machine only marks the moment.
    announce: (_, _params: { message: string }) => {},
    forgetFieldErrors: assign({ fieldErrors: {} }),
    forgetDeleting: assign({ deleting: undefined }),
  },
  actors: {
    loadRecords: fromPromise<MedicalRecords>(never),
    saveDose: fromPromise<SaveOutcome<VaccinationRecord>, DoseInput>(never),
    saveTestResult: fromPromise<SaveOutcome<TestResultRecord>, TestResultInput>(never),
    confirmDelete: fromPromise<boolean, DeleteQuestion>(never),
    deleteRecord: fromPromise<string, { kind: RecordKind; id: string }>(never),
    deleteHealthData: fromPromise<string>(never),
  },
  guards: {
    confirmed: (_, params: { confirmed: boolean }) => params.confirmed,
    saved: (_, params: { outcome: SaveOutcome<unknown> }) => params.outcome.status === "saved",
  },
}).createMachine({
  id: "medicalRecords",
  context: { vaccinations: [], testResults: [], fieldErrors: {}, deleting: undefined },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadRecords",
        src: "loadRecords",
        onDone: { target: "ready", actions: assign(({ event }) => event.output) },
        onError: "loadFailed",
      },
    },
    loadFailed: {
      on: { "records.reload": "loading" },
    },
    ready: {
      initial: "browsing",
      states: {
        browsing: {
          on: {
            "dose.adding": "addingDose",
            "testResult.adding": "addingTestResult",
            "record.deleteRequested": {
              target: "confirmingDelete",
              actions: assign({ deleting: ({ event }) => ({ kind: event.kind, id: event.id }) }),
            },
            "healthData.deleteRequested": "confirmingHealthDataDelete",
          },
        },
        addingDose: {
          on: {
            "dose.submitted": "savingDose",
            "form.cancelled": { target: "browsing", actions: "forgetFieldErrors" },
          },
        },
        savingDose: {
          invoke: {
            id: "saveDose",
            src: "saveDose",
            input: ({ event }) => (event as Extract<MedicalRecordsEvent, { type: "dose.submitted" }>).dose,
            onDone: [
              {
                guard: { type: "saved", params: ({ event }) => ({ outcome: event.output }) },
                target: "browsing",
                actions: [
                  assign({
                    vaccinations: ({ context, event }) =>
                      event.output.status === "saved" ? upsert(context.vaccinations, event.output.record) : context.vaccinations,
                  }),
                  "forgetFieldErrors",
                  { type: "announce", params: ({ event }) => ({ message: event.output.status === "saved" ? event.output.message : "" }) },
                ],
              },
              {
                target: "addingDose",
                actions: assign({ fieldErrors: ({ event }) => (event.output.status === "refused" ? event.output.errors : {}) }),
              },
            ],
            onError: "addingDose",
          },
        },
        addingTestResult: {
          on: {
            "testResult.submitted": "savingTestResult",
            "form.cancelled": { target: "browsing", actions: "forgetFieldErrors" },
          },
        },
        savingTestResult: {
          invoke: {
            id: "saveTestResult",
            src: "saveTestResult",
            input: ({ event }) => (event as Extract<MedicalRecordsEvent, { type: "testResult.submitted" }>).result,
            onDone: [
              {
                guard: { type: "saved", params: ({ event }) => ({ outcome: event.output }) },
                target: "browsing",
                actions: [
                  assign({
                    testResults: ({ context, event }) =>
                      event.output.status === "saved" ? upsert(context.testResults, event.output.record) : context.testResults,
                  }),
                  "forgetFieldErrors",
                  { type: "announce", params: ({ event }) => ({ message: event.output.status === "saved" ? event.output.message : "" }) },
                ],
              },
              {
                target: "addingTestResult",
                actions: assign({ fieldErrors: ({ event }) => (event.output.status === "refused" ? event.output.errors : {}) }),
              },
            ],
            onError: "addingTestResult",
          },
        },
        // 'Are you sure you want to delete?'
        confirmingDelete: {
          invoke: {
            id: "confirmDelete",
            src: "confirmDelete",
            input: "record",
            onDone: [
              { guard: { type: "confirmed", params: ({ event }) => ({ confirmed: event.output }) }, target: "deletingRecord" },
              { target: "browsing", actions: "forgetDeleting" },
            ],
            onError: { target: "browsing", actions: "forgetDeleting" },
          },
        },
        deletingRecord: {
          invoke: {
            id: "deleteRecord",
            src: "deleteRecord",
            input: ({ context }) => context.deleting as NonNullable<MedicalRecordsContext["deleting"]>,
            onDone: {
              target: "browsing",
              actions: [
                assign(({ context }) => ({
                  vaccinations: context.vaccinations.filter((record) => record.id !== context.deleting?.id),
                  testResults: context.testResults.filter((record) => record.id !== context.deleting?.id),
                  deleting: undefined,
                })),
                { type: "announce", params: ({ event }) => ({ message: event.output }) },
              ],
            },
            onError: { target: "browsing", actions: "forgetDeleting" },
          },
        },
        confirmingHealthDataDelete: {
          invoke: {
            id: "confirmHealthDataDelete",
            src: "confirmDelete",
            input: "healthData",
            onDone: [
              { guard: { type: "confirmed", params: ({ event }) => ({ confirmed: event.output }) }, target: "deletingHealthData" },
              { target: "browsing" },
            ],
            onError: "browsing",
          },
        },
        deletingHealthData: {
          invoke: {
            id: "deleteHealthData",
            src: "deleteHealthData",
            onDone: {
              target: "browsing",
              actions: [assign({ vaccinations: [], testResults: [] }), { type: "announce", params: ({ event }) => ({ message: event.output }) }],
            },
            onError: "browsing",
          },
        },
      },
    },
  },
});
