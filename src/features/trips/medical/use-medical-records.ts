import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { DoseInput, medicalRecordsMachine, RecordKind, TestResultInput } from "../../../../machines/medical-records.machine.ts";

export type MedicalRecordsActor = ActorRefFrom<typeof medicalRecordsMachine>;

/** The medical records as their views see them: one selector a field, events sent by name. */
export function useMedicalRecords(actor: MedicalRecordsActor) {
  const send = actor.send;
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    loadFailed: useSelector(actor, (state) => state.matches("loadFailed")),
    ready: useSelector(actor, (state) => state.matches({ ready: "browsing" })),
    vaccinations: useSelector(actor, (state) => state.context.vaccinations),
    testResults: useSelector(actor, (state) => state.context.testResults),
    fieldErrors: useSelector(actor, (state) => state.context.fieldErrors),
    /** Which add form is open, if any; it stays open (and disabled) while it is being saved. */
    openForm: useSelector(actor, (state): "dose" | "testResult" | undefined => {
      if (state.matches({ ready: "addingDose" }) || state.matches({ ready: "savingDose" })) return "dose";
      if (state.matches({ ready: "addingTestResult" }) || state.matches({ ready: "savingTestResult" })) return "testResult";
      return undefined;
    }),
    saving: useSelector(actor, (state) => state.matches({ ready: "savingDose" }) || state.matches({ ready: "savingTestResult" })),
    deletingId: useSelector(actor, (state) => (state.matches({ ready: "deletingRecord" }) ? state.context.deleting?.id : undefined)),
    deletingHealthData: useSelector(actor, (state) => state.matches({ ready: "deletingHealthData" })),
    canAdd: useSelector(actor, (state) => state.can({ type: "dose.adding" })),
    canDelete: useSelector(actor, (state) => state.can({ type: "healthData.deleteRequested" })),
    reload: () => send({ type: "records.reload" }),
    addDose: () => send({ type: "dose.adding" }),
    addTestResult: () => send({ type: "testResult.adding" }),
    cancelForm: () => send({ type: "form.cancelled" }),
    saveDose: (dose: DoseInput) => send({ type: "dose.submitted", dose }),
    saveTestResult: (result: TestResultInput) => send({ type: "testResult.submitted", result }),
    deleteRecord: (kind: RecordKind, id: string) => send({ type: "record.deleteRequested", kind, id }),
    deleteHealthData: () => send({ type: "healthData.deleteRequested" }),
  };
}

export type MedicalRecordsView = ReturnType<typeof useMedicalRecords>;
