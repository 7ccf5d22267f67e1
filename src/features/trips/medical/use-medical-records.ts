import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import {
  type DeleteQuestion,
  type DoseInput,
  medicalRecordsMachine,
  type RecordKind,
  type TestResultInput,
} from "../../../../machines/medical-records.machine.ts";
import {
  addTestResult,
  addVaccination,
  deleteHealthData,
  deleteMedicalRecord,
  loadMedicalRecords,
} from "../../../api/medical-records.ts";
import { askToConfirm, showToast } from "../../../app/shell/notify.ts";
import { errorDescriptor } from "../forms/form-errors.ts";

const QUESTIONS = {
  record: { title: msg`Delete this record?`, message: msg`Are you sure you want to delete?` },
  healthData: {
    title: msg`Delete all health information?`,
    message: msg`Are you sure you want to delete all your health information? Your vaccination records, test results, health declarations and attestations will be deleted. A trip that needed them will no longer be complete and will show no QR code; a trip a customs officer has reviewed keeps the decision but cannot be completed again.`,
  },
} as const;

function useMedicalRecordsActor() {
  const { i18n } = useLingui();
  const [machine] = useState(() =>
    medicalRecordsMachine.provide({
      actions: {
        announce: (_, { message }) => {
          const known = errorDescriptor(message);
          showToast("success", known ? i18n._(known) : message);
        },
      },
      actors: {
        loadRecords: fromPromise(() => loadMedicalRecords()),
        saveDose: fromPromise(({ input }: { input: DoseInput }) => addVaccination(input)),
        saveTestResult: fromPromise(({ input }: { input: TestResultInput }) => addTestResult(input)),
        confirmDelete: fromPromise(({ input }: { input: DeleteQuestion }) =>
          askToConfirm({
            title: i18n._(QUESTIONS[input].title),
            message: i18n._(QUESTIONS[input].message),
            confirmLabel: i18n._(msg`Delete`),
            cancelLabel: i18n._(msg`Cancel`),
            destructive: true,
          }),
        ),
        deleteRecord: fromPromise(({ input }: { input: { kind: RecordKind; id: string } }) => deleteMedicalRecord(input.kind, input.id)),
        deleteHealthData: fromPromise(() => deleteHealthData()),
      },
    }),
  );
  return useActorRef(machine);
}

/** The medical records as their views see them: one selector a field, events sent by name. */
export function useMedicalRecords() {
  const actor = useMedicalRecordsActor();
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
