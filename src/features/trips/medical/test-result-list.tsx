import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TestResultRecord } from "../../../../machines/medical-records.machine.ts";
import { TEST_VALIDITY_HOURS } from "#domain/medical-records.ts";
import { type ArrivalValidity, arrivalValidity } from "./arrival-validity.ts";
import { TEST_RESULT_LABELS, TEST_TYPE_LABELS } from "./medical-labels.ts";
import { RecordCard } from "./record-card.tsx";
import { useRecordDates } from "./record-dates.ts";

const VALIDITY_TEXTS: Record<ArrivalValidity, MessageDescriptor> = {
  valid: msg`Valid for your arrival`,
  tooOld: msg`Too old for your arrival`,
  afterArrival: msg`Taken after your arrival date`,
  positive: msg`A positive result is not valid for your arrival`,
};

interface TestResultListProps {
  records: TestResultRecord[];
  /** The trip's arrival date (YYYY-MM-DD): each result then says whether it counts for it. */
  dateOfArrival?: string;
  deletingId: string | undefined;
  canDelete: boolean;
  onDelete: (id: string) => void;
}

/** The RT-PCR and antigen results, the latest first, each with its document and a way to delete it. */
export function TestResultList({ records, dateOfArrival, deletingId, canDelete, onDelete }: TestResultListProps) {
  const { t, i18n } = useLingui();
  const dates = useRecordDates();
  if (records.length === 0) {
    return (
      <p className="records-empty">
        <Trans>No test results yet.</Trans>
      </p>
    );
  }
  const latestFirst = [...records].sort((a, b) => Date.parse(b.attributes.taken_at) - Date.parse(a.attributes.taken_at));
  return (
    <ul className="record-list">
      {latestFirst.map(({ id, attributes: result }) => {
        const testName = i18n._(TEST_TYPE_LABELS[result.test_type]);
        const validity = dateOfArrival === undefined ? undefined : arrivalValidity(result, dateOfArrival);
        const hours = TEST_VALIDITY_HOURS[result.test_type];
        return (
          <RecordCard
            key={id}
            main={
              <div className="record-main">
                <h4>
                  {testName}: {i18n._(TEST_RESULT_LABELS[result.result])}
                </h4>
                {validity && (
                  <p className={`validity validity-${validity === "valid" ? "ok" : "not-ok"}`}>
                    {i18n._(VALIDITY_TEXTS[validity])}
                    {validity === "tooOld" && (
                      <span className="validity-rule">
                        {" "}
                        <Trans>
                          ({testName} results count for {hours} hours before arrival.)
                        </Trans>
                      </span>
                    )}
                  </p>
                )}
              </div>
            }
            image={result.document}
            imageAlt={t`Document of the ${testName} result`}
            deleting={deletingId === id}
            canDelete={canDelete}
            onDelete={() => onDelete(id)}
            details={
              <>
                <dt>
                  <Trans>Sample taken</Trans>
                </dt>
                <dd>{dates.dateTime(result.taken_at)}</dd>
              </>
            }
          />
        );
      })}
    </ul>
  );
}
