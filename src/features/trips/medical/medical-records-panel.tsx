import { Trans } from "@lingui/react/macro";
import { DoseForm } from "./dose-form.tsx";
import { DoseList } from "./dose-list.tsx";
import { TestResultForm } from "./test-result-form.tsx";
import { TestResultList } from "./test-result-list.tsx";
import type { MedicalRecordsView } from "./use-medical-records.ts";
import "./medical.css";

interface MedicalRecordsPanelProps {
  records: MedicalRecordsView;
  /** Given in the trip flow: each result then says whether it counts for this arrival. */
  dateOfArrival?: string;
}

/** The doses and the test results, each list with its add form (one open at a time). */
export function MedicalRecordsPanel({ records, dateOfArrival }: MedicalRecordsPanelProps) {
  if (records.loading) {
    return (
      <p className="records-status" role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (records.loadFailed) {
    return (
      <div className="records-status">
        <p className="error-text" role="alert">
          <Trans>Unable to load your medical records.</Trans>
        </p>
        <button type="button" className="button secondary" onClick={records.reload}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="medical-records">
      <section className="records-section" aria-labelledby="doses-title">
        <h3 id="doses-title">
          <Trans>Vaccination doses</Trans>
        </h3>
        <DoseList
          records={records.vaccinations}
          deletingId={records.deletingId}
          canDelete={records.ready}
          onDelete={(id) => records.deleteRecord("vaccination", id)}
        />
        {records.openForm === "dose" ? (
          <DoseForm saving={records.saving} serverErrors={records.fieldErrors} onSave={records.saveDose} onCancel={records.cancelForm} />
        ) : (
          <button type="button" className="button secondary" disabled={!records.canAdd} onClick={records.addDose}>
            <Trans>Add a vaccination dose</Trans>
          </button>
        )}
      </section>
      <section className="records-section" aria-labelledby="results-title">
        <h3 id="results-title">
          <Trans>RT-PCR and antigen results</Trans>
        </h3>
        <TestResultList
          records={records.testResults}
          dateOfArrival={dateOfArrival}
          deletingId={records.deletingId}
          canDelete={records.ready}
          onDelete={(id) => records.deleteRecord("test_result", id)}
        />
        {records.openForm === "testResult" ? (
          <TestResultForm saving={records.saving} serverErrors={records.fieldErrors} onSave={records.saveTestResult} onCancel={records.cancelForm} />
        ) : (
          <button type="button" className="button secondary" disabled={!records.canAdd} onClick={records.addTestResult}>
            <Trans>Add a test result</Trans>
          </button>
        )}
      </section>
    </div>
  );
}
