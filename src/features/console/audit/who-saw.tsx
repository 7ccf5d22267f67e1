import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { TRAVELLER_IDENTIFIER_KINDS, type TravellerIdentifierKind } from "#domain/audit.ts";
import { useFailureText } from "../console-messages.ts";
import { useCheckedText } from "../use-checked-text.ts";
import { AuditTable } from "./audit-records.tsx";
import type { AuditViewerView } from "./use-audit-viewer.ts";

const KIND_NAMES: Record<TravellerIdentifierKind, MessageDescriptor> = {
  trip_code: msg`Trip code`,
  passport: msg`Passport number`,
  email: msg`E-mail`,
  phone: msg`Phone number`,
};

const MIN_LENGTH = 3;

/**
 * "Who saw this traveller" (decision 057): the admin types what the traveller gave them; the answer
 * is the records of who read their data (agency, who, when, why), never the traveller's data.
 */
export function WhoSaw({ audit }: { audit: AuditViewerView }) {
  const { t, i18n } = useLingui();
  const failureText = useFailureText();
  const [kind, setKind] = useState<TravellerIdentifierKind>("trip_code");
  const identifier = useCheckedText(MIN_LENGTH, (typed) => audit.askWhoSaw({ kind, value: typed }));
  return (
    <section className="audit-who-saw" aria-labelledby="audit-who-saw-heading">
      <h2 id="audit-who-saw-heading">
        <Trans>Who saw this traveller</Trans>
      </h2>
      <form className="audit-who-saw-form" onSubmit={identifier.submit} noValidate>
        <div className="audit-field">
          <label htmlFor="who-saw-kind">
            <Trans>Search by</Trans>
          </label>
          <select
            id="who-saw-kind"
            value={kind}
            onChange={(event) => setKind(TRAVELLER_IDENTIFIER_KINDS.find((each) => each === event.target.value) ?? "trip_code")}
          >
            {TRAVELLER_IDENTIFIER_KINDS.map((each) => (
              <option key={each} value={each}>
                {i18n._(KIND_NAMES[each])}
              </option>
            ))}
          </select>
        </div>
        <div className="audit-field">
          <label htmlFor="who-saw-value">{i18n._(KIND_NAMES[kind])}</label>
          <input
            id="who-saw-value"
            value={identifier.text}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            onChange={(event) => identifier.setText(event.target.value)}
            aria-invalid={identifier.missing ? true : undefined}
            aria-describedby="who-saw-hint"
          />
          <p id="who-saw-hint" className="field-hint">
            <Trans>Your question is kept in the audit trail with the kind of identifier, not the identifier itself.</Trans>
          </p>
          {identifier.missing && (
            <p className="audit-error" role="alert">
              <Trans>Enter what the traveller gave you.</Trans>
            </p>
          )}
        </div>
        <div className="audit-filter-actions">
          <button type="submit" className="button primary" disabled={audit.asking}>
            {audit.asking ? <Trans>Searching...</Trans> : <Trans>Find who saw</Trans>}
          </button>
        </div>
      </form>
      {audit.whoSawFailure && (
        <p className="audit-error" role="alert">
          {failureText(audit.whoSawFailure)}
        </p>
      )}
      {audit.whoSaw &&
        (audit.whoSaw.length ? (
          <AuditTable events={audit.whoSaw} caption={t`Who read this traveller's data`} />
        ) : (
          <p className="audit-muted" role="status">
            <Trans>No staff member has read the data of a traveller with this identifier.</Trans>
          </p>
        ))}
    </section>
  );
}
