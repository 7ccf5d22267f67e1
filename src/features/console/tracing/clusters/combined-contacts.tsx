import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router-dom";
import type { ClusterAlert } from "#domain/tracing/clusters.ts";
import { FailureNotice } from "../../failure-notice.tsx";
import { formatInstant } from "../tracing-format.ts";
import { EpiCurve } from "./epi-curve.tsx";
import type { ClusterAlertsView } from "./use-cluster-alerts.ts";

/** The opened cluster: its curve and the union of its cases' contacts, one row per person. */
export function CombinedContacts({ alert, view }: { alert: ClusterAlert; view: ClusterAlertsView }) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const countId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const place = alert.attributes.place;
  const count = view.opened?.contacts.length ?? 0;
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="tracing-card cluster-contacts" aria-labelledby={headingId}>
      <div className="tracing-section-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          <Trans>Combined contact list: {place}</Trans>
        </h2>
        <button type="button" className="button" onClick={view.close}>
          <Trans>Close</Trans>
        </button>
      </div>
      {view.opening && (
        <p className="tracing-muted" aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      )}
      <FailureNotice failure={view.openFailure} />
      {view.opened && (
        <>
          <EpiCurve curve={view.opened.curve} title={t`Epi curve of this cluster`} />
          {view.opened.contacts.length === 0 ? (
            <p className="tracing-muted">
              <Trans>None of these cases has a contact list yet. Compute each case's contacts from its page.</Trans>
            </p>
          ) : (
            <>
              <p id={countId} className="tracing-muted">
                <Trans>{count} people, each once, earliest exposure first</Trans>
              </p>
              <div className="cluster-table-scroll">
                <table className="cluster-table" aria-labelledby={countId}>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Name</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Mobile</Trans>
                      </th>
                      <th scope="col">
                        <Trans>First exposure</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Generation</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Contact of</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.opened.contacts.map((contact) => (
                      <tr key={`${contact.full_name} ${contact.exposure_start} ${contact.from_cases.map((from) => from.case_id).join()}`}>
                        <th scope="row">{contact.full_name}</th>
                        <td>{contact.mobile_number ?? t`None`}</td>
                        <td>
                          {formatInstant(i18n.locale, contact.exposure_start)}
                          <br />
                          <span className="tracing-muted">{contact.places.join(", ")}</span>
                        </td>
                        <td>{contact.generation}</td>
                        <td>
                          <ul className="cluster-members">
                            {contact.from_cases.map((from) => (
                              <li key={from.case_id}>
                                <Link to={`/console/tracing/cases/${from.case_id}`}>{from.full_name}</Link>
                              </li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
