import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
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

interface RecordsSectionProps {
  titleId: string;
  title: ReactNode;
  list: ReactNode;
  /** The section's add form while it is open; else its add button shows. */
  form: ReactNode;
  addLabel: ReactNode;
  canAdd: boolean;
  onAdd: () => void;
}

function RecordsSection({ titleId, title, list, form, addLabel, canAdd, onAdd }: RecordsSectionProps) {
  return (
    <section className="records-section" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {list}
      {form || (
        <button type="button" className="button secondary" disabled={!canAdd} onClick={onAdd}>
          {addLabel}
        </button>
      )}
    </section>
  );
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
      <RecordsSection
        titleId="doses-title"
        title={<Trans>Vaccination doses</Trans>}
        list={
          <DoseList
            records={records.vaccinations}
            deletingId={records.deletingId}
            canDelete={records.ready}
            onDelete={(id) => records.deleteRecord("vaccination", id)}
          />
        }
        form={
          records.openForm === "dose" && (
            <DoseForm saving={records.saving} serverErrors={records.fieldErrors} onSave={records.saveDose} onCancel={records.cancelForm} />
          )
        }
        addLabel={<Trans>Add a vaccination dose</Trans>}
        canAdd={records.canAdd}
        onAdd={records.addDose}
      />
      <RecordsSection
        titleId="results-title"
        title={<Trans>RT-PCR and antigen results</Trans>}
        list={
          <TestResultList
            records={records.testResults}
            dateOfArrival={dateOfArrival}
            deletingId={records.deletingId}
            canDelete={records.ready}
            onDelete={(id) => records.deleteRecord("test_result", id)}
          />
        }
        form={
          records.openForm === "testResult" && (
            <TestResultForm saving={records.saving} serverErrors={records.fieldErrors} onSave={records.saveTestResult} onCancel={records.cancelForm} />
          )
        }
        addLabel={<Trans>Add a test result</Trans>}
        canAdd={records.canAdd}
        onAdd={records.addTestResult}
      />
    </div>
  );
}
