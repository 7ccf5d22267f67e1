import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { Link } from "react-router-dom";
import type { ArrivalGroup } from "#domain/customs-queue.ts";
import { useFailureText } from "../console-messages.ts";
import { CONSOLE_PAGES } from "../console-pages.ts";
import { TRANSPORT_LABELS } from "./customs-labels.ts";
import { arrivalsMachine } from "./arrivals-effects.ts";
import { StatusBadge, useDay } from "./trip-card.tsx";
import { TripCodeText } from "./trip-code-text.tsx";
import { useCustomsArrivals } from "./use-customs-arrivals.ts";
import "./customs.css";

function GroupName({ group }: { group: Pick<ArrivalGroup, "transport_type" | "carrier" | "carrier_name"> }) {
  const { i18n } = useLingui();
  return (
    <span className="customs-group-name">
      <span className="customs-muted">{i18n._(TRANSPORT_LABELS[group.transport_type])}</span> <strong>{group.carrier}</strong>
      {group.carrier_name && <span className="customs-muted"> · {group.carrier_name}</span>}
    </span>
  );
}

/**
 * Before the bags arrive (decision 037): the day's flights and vessels, those with most referrals
 * first, so a supervisor sees where to send officers. Counts first; one flight opens to its travellers
 * (an audited read), and a traveller opens on the customs check, audited like a scan.
 */
export function ArrivalsPage() {
  const { t } = useLingui();
  const failureText = useFailureText();
  const day = useDay();
  const { loading, failed, overview, inGroup, arrivals, opened, travellers, failure, openGroup, closeGroup, refresh, retry } = useCustomsArrivals(
    useActorRef(arrivalsMachine),
  );
  return (
    <div className="customs-page customs-arrivals">
      <h1 className="customs-heading">{arrivals ? <Trans>Arrivals on {day(arrivals.date)}</Trans> : <Trans>Arrivals</Trans>}</h1>
      {loading && (
        <p className="customs-busy" role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {failed && (
        <section className="customs-outcome customs-refusal" role="alert">
          <p className="customs-refusal-text">{failure ? failureText(failure) : t`Something went wrong. Please try again.`}</p>
          <button type="button" className="customs-button primary" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        </section>
      )}
      {overview && arrivals && (
        <>
          {arrivals.groups.length === 0 ? (
            <p>
              <Trans>No declarations name an arrival on this day yet.</Trans>
            </p>
          ) : (
            <table className="customs-arrivals-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Flight or vessel</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Declarations</Trans>
                  </th>
                  <th scope="col">
                    <Trans>With referral reasons</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Decided</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {arrivals.groups.map((row) => (
                  <tr key={`${row.transport_type} ${row.carrier}`} className={row.with_referrals > 0 ? "customs-arrival-referred" : undefined}>
                    <th scope="row">
                      <button type="button" className="customs-link-button" onClick={() => openGroup(row)}>
                        <GroupName group={row} />
                      </button>
                    </th>
                    <td data-label={t`Declarations`}>
                      {row.declarations}{" "}
                      <span className="customs-muted">
                        (<Plural value={row.travellers} one="# traveller" other="# travellers" />)
                      </span>
                    </td>
                    <td data-label={t`With referral reasons`}>{row.with_referrals}</td>
                    <td data-label={t`Decided`}>{row.decided}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <button type="button" className="customs-button secondary" onClick={refresh}>
            <Trans>Refresh</Trans>
          </button>
        </>
      )}
      {inGroup && opened && (
        <section aria-labelledby="customs-group-heading" className="customs-group">
          <h2 id="customs-group-heading" className="customs-heading">
            <GroupName group={opened} />
          </h2>
          <ul className="customs-last-list">
            {travellers.map((traveller) => (
              <li key={traveller.trip_id}>
                <Link className="customs-last-item" to={`${CONSOLE_PAGES.customs.path}?trip=${encodeURIComponent(traveller.trip_id)}`}>
                  <TripCodeText code={traveller.trip_code} />
                  <span className={traveller.referral_count > 0 ? "customs-referral-count" : "customs-muted"}>
                    <Plural value={traveller.referral_count} _0="No referral reasons" one="# referral reason" other="# referral reasons" />
                  </span>
                  <StatusBadge status={traveller.status} />
                </Link>
              </li>
            ))}
          </ul>
          <button type="button" className="customs-button secondary" onClick={closeGroup}>
            <Trans>All flights and vessels</Trans>
          </button>
        </section>
      )}
    </div>
  );
}
