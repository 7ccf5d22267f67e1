import { Trans, useLingui } from "@lingui/react/macro";
import type { VaccinationRecord } from "../../../../machines/medical-records.machine.ts";
import { DOSE_TYPE_LABELS } from "./medical-labels.ts";
import { RecordCard } from "./record-card.tsx";
import { useRecordDates } from "./record-dates.ts";

interface DoseListProps {
  records: VaccinationRecord[];
  deletingId: string | undefined;
  canDelete: boolean;
  onDelete: (id: string) => void;
}

/** The vaccination doses, the latest first, each with its card and a way to delete it. */
export function DoseList({ records, deletingId, canDelete, onDelete }: DoseListProps) {
  const { t, i18n } = useLingui();
  const dates = useRecordDates();
  if (records.length === 0) {
    return (
      <p className="records-empty">
        <Trans>No vaccination doses yet.</Trans>
      </p>
    );
  }
  const latestFirst = [...records].sort((a, b) => b.attributes.date_administered.localeCompare(a.attributes.date_administered));
  return (
    <ul className="record-list">
      {latestFirst.map(({ id, attributes: dose }) => {
        const doseName = i18n._(DOSE_TYPE_LABELS[dose.dose_type]);
        return (
          <RecordCard
            key={id}
            main={<h4 className="record-main">{doseName}</h4>}
            image={dose.card_image}
            imageAlt={t`Vaccine card of the ${doseName}`}
            deleting={deletingId === id}
            canDelete={canDelete}
            onDelete={() => onDelete(id)}
            details={
              <>
                <dt>
                  <Trans>Product</Trans>
                </dt>
                <dd>{dose.product_name}</dd>
                <dt>
                  <Trans>Lot number</Trans>
                </dt>
                <dd>{dose.lot_number}</dd>
                <dt>
                  <Trans>Date administered</Trans>
                </dt>
                <dd>{dates.date(dose.date_administered)}</dd>
                <dt>
                  <Trans>Given by</Trans>
                </dt>
                <dd>{dose.site}</dd>
                {dose.patient_number && (
                  <>
                    <dt>
                      <Trans>Patient number</Trans>
                    </dt>
                    <dd>{dose.patient_number}</dd>
                  </>
                )}
              </>
            }
          />
        );
      })}
    </ul>
  );
}
