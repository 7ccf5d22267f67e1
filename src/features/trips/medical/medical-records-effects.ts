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
import { listTrips } from "../../../api/trips.ts";
import { i18n } from "../../../app/i18n.ts";
import { healthDeletionOutcome } from "#domain/health-deletion.ts";
import { askToConfirm, showToast } from "../../../app/shell/notify.ts";
import { errorDescriptor } from "../forms/form-errors.ts";

/** The question before deleting: for all health information, what it does to each current trip (issue 29.4, decision 059). */
async function question(kind: DeleteQuestion): Promise<{ title: string; message: string }> {
  if (kind === "record") return { title: i18n._(msg`Delete this record?`), message: i18n._(msg`Are you sure you want to delete?`) };
  // Trips that cannot be listed now are not counted: the question still says what is deleted, and deleting stays possible.
  const { losingQr, keepingDecision } = healthDeletionOutcome(await listTrips({ ongoing: true, limit: 20 }).catch(() => []));
  const consequences = [
    i18n._(msg`Your vaccination records, test results, health declarations and attestations will be deleted.`),
    losingQr > 0 &&
      i18n._(
        msg`Trips customs has not reviewed yet (${losingQr}): their QR will stop working and customs will see them as incomplete until you declare their health part again.`,
      ),
    keepingDecision > 0 &&
      i18n._(
        msg`Trips customs has reviewed (${keepingDecision}) keep their QR and customs' decision; customs will see that you deleted your health information, and on which day.`,
      ),
  ];
  return { title: i18n._(msg`Delete all health information?`), message: consequences.filter(Boolean).join(" ") };
}

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
    confirmDelete: fromPromise(async ({ input }: { input: DeleteQuestion }) =>
      askToConfirm({
        ...(await question(input)),
        confirmLabel: i18n._(msg`Delete`),
        cancelLabel: i18n._(msg`Cancel`),
        destructive: true,
      }),
    ),
    deleteRecord: fromPromise(({ input }: { input: { kind: RecordKind; id: string } }) => deleteMedicalRecord(input.kind, input.id)),
    deleteHealthData: fromPromise(() => deleteHealthData()),
  },
});
