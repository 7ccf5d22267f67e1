import { Trans, useLingui } from "@lingui/react/macro";
import type { CustomsShift } from "#domain/customs-queue.ts";
import { StatusBadge } from "./trip-card.tsx";
import { TripCodeText } from "./trip-code-text.tsx";

/** The officer's last 10 decisions by trip code and time, with each trip's status now; opening one is an audited read, like a scan. */
export function LastDecisions({ shift, onReopen }: { shift: CustomsShift | undefined; onReopen: (tripId: string) => void }) {
  const { i18n } = useLingui();
  if (!shift?.recent.length) return null;
  const time = new Intl.DateTimeFormat(i18n.locale, { timeStyle: "short" });
  return (
    <section className="customs-last" aria-labelledby="customs-last-heading">
      <h2 id="customs-last-heading" className="customs-heading">
        <Trans>Your last decisions</Trans>
      </h2>
      <ul className="customs-last-list">
        {shift.recent.map((entry) => (
          <li key={entry.trip_id}>
            <button type="button" className="customs-last-item" onClick={() => onReopen(entry.trip_id)}>
              <TripCodeText code={entry.trip_code} />
              <span className="customs-muted">{time.format(new Date(entry.decided_at))}</span>
              <StatusBadge status={entry.status} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
