import { msg } from "@lingui/core/macro";
import { fromPromise } from "xstate";
import {
  type DeleteQuestion,
  type DoseInput,
  medicalRecordsMachine,
  type RecordKind,
  type TestResultInput,
} from "../../../../machines/medical-records.machine.ts";
import { addTestResult, addVaccination, deleteHealthData, deleteMedicalRecord, loadMedicalRecords } from "../../../api/medical-records.ts";
import { i18n } from "../../../app/i18n.ts";
import { askToConfirm, showToast } from "../../../app/shell/notify.ts";
import { errorDescriptor } from "../forms/form-errors.ts";

const QUESTIONS = {
  record: { title: msg`Delete this record?`, message: msg`Are you sure you want to delete?` },
  healthData: {
    title: msg`Delete all health information?`,
    message: msg`Are you sure you want to delete all your health information? Your vaccination records, test results, health declarations and attestations will be deleted. A trip that needed them will no longer be complete and will show no QR code; a trip a customs officer has reviewed keeps the decision but cannot be completed again.`,
  },
} as const;

/** The medical records machine with its real calls, toasts and delete questions. */
export const medicalRecordsWithEffects = medicalRecordsMachine.provide({
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
});
