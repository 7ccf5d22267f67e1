import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import type { Agency } from "#domain/staff/staff-roles.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { accessesMachine } from "./data-access-effects.ts";
import { useDataAccess } from "./use-data-access.ts";

const AGENCY_NAMES: Record<Agency, MessageDescriptor> = {
  customs: msg`Customs`,
  tourism: msg`Tourism authority (MVA)`,
  health: msg`Health officials`,
  platform: msg`Platform administration`,
};

/** Which agencies looked at the traveller's data and when; who it was stays with the audit (decision 018). */
export function DataAccessSection() {
  const { t, i18n } = useLingui();
  const { state, accesses, reload } = useDataAccess(useActorRef(accessesMachine));
  // A data-access notification opens /app/profile#data-access; the router does not scroll to it.
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === "#data-access") section.current?.scrollIntoView();
  }, [hash]);
  return (
    <section id="data-access" ref={section} className="profile-section data-access" aria-labelledby="data-access-title">
      <h2 id="data-access-title">
        <Trans>Who looked at your data</Trans>
      </h2>
      <p>
        <Trans>Government staff see your data only when their work needs it, and every look is recorded. Here is which agency looked, and when.</Trans>
      </p>
      {state === "loading" && (
        <p aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      )}
      {state === "failed" && (
        <p>
          <Trans>The list could not be loaded.</Trans>{" "}
          <button type="button" className="button secondary" onClick={reload}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {state === "ready" && accesses.length === 0 && (
        <p>
          <Trans>No agency has looked at your data.</Trans>
        </p>
      )}
      {state === "ready" && accesses.length > 0 && (
        <ul className="data-access-list">
          {accesses.map((access, index) => (
            <li key={`${access.at}-${index}`}>
              <strong>{t(AGENCY_NAMES[access.agency])}</strong>
              <span>{access.action.endsWith(".decision") ? t`Recorded a decision on your trip` : t`Looked at your data`}</span>
              <time dateTime={access.at}>{formatDateTime(access.at, i18n.locale)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
