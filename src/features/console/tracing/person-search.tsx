import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { RETENTION_DAYS } from "#domain/constants.ts";
import type { PersonMatch } from "#domain/tracing/tracing-cases.ts";
import { FailureNotice, RetryNotice } from "../failure-notice.tsx";
import { OpenCaseForm } from "./open-case-form.tsx";
import { formatDay } from "./tracing-format.ts";
import { KIND_LABELS, MATCH_LABELS } from "./tracing-labels.ts";
import type { PersonSearchView } from "./use-person-search.ts";

/**
 * What tells two people of one name apart, and no more (decision 034): age, where and when they
 * were last seen, account or guest, and the last digits of their mobile number.
 */
function MatchCard({ match, search }: { match: PersonMatch; search: PersonSearchView }) {
  const { t, i18n } = useLingui();
  const kind = t(KIND_LABELS[match.kind]);
  const matchedBy = t(MATCH_LABELS[match.matched_by]);
  const seen = match.last_seen;
  return (
    <li className="tracing-card tracing-match">
      <div className="tracing-match-head">
        <h3>{match.full_name || t`Name not known`}</h3>
        <span className={`tracing-badge kind-${match.kind}`}>{kind}</span>
      </div>
      <dl className="tracing-match-facts">
        <div>
          <dt>
            <Trans>Age</Trans>
          </dt>
          <dd>{match.age ?? t`Not given`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Mobile ends in</Trans>
          </dt>
          <dd>{match.mobile_ending ?? t`No mobile number`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Matched by</Trans>
          </dt>
          <dd>{matchedBy}</dd>
        </div>
        <div>
          <dt>
            <Trans>Last seen</Trans>
          </dt>
          <dd>
            {seen
              ? t`${seen.establishment}, ${seen.branch}, on ${formatDay(i18n.locale, seen.day)}`
              : t`No check-in in the last ${RETENTION_DAYS.logbook} days`}
          </dd>
        </div>
      </dl>
      {match.open_case_id ? (
        <Link className="button secondary" to={`/console/tracing/cases/${match.open_case_id}`}>
          <Trans>Go to the open case</Trans>
        </Link>
      ) : (
        <button type="button" className="button primary" onClick={() => search.choose(match.person_key)}>
          <Trans>Open case</Trans>
        </button>
      )}
    </li>
  );
}

function Matches({ search }: { search: PersonSearchView }) {
  const { t } = useLingui();
  const matches = search.matches;
  const query = search.query;
  if (search.opening) return <OpenCaseForm search={search} />;
  if (search.searchFailed) {
    return <RetryNotice failure={search.failure} onRetry={search.retry} />;
  }
  if (!matches) return null;
  return (
    <>
      <FailureNotice failure={search.failure} />
      {matches.length > 0 && (
        <ul className="tracing-list" aria-label={t`People matching “${query}”`}>
          {matches.map((match) => (
            <MatchCard key={match.person_key} match={match} search={search} />
          ))}
        </ul>
      )}
    </>
  );
}

/** One field for a name, mobile number, e-mail or QR code; the server tells which it is. */
export function PersonSearch({ search }: { search: PersonSearchView }) {
  const { t } = useLingui();
  const [query, setQuery] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.search(query);
  };
  const count = search.matches?.length ?? 0;
  return (
    <section className="tracing-section" aria-labelledby="tracing-search-heading">
      <h2 id="tracing-search-heading">
        <Trans>Find a person</Trans>
      </h2>
      <form className="tracing-search" role="search" onSubmit={submit} noValidate>
        <label className="tracing-field tracing-search-field">
          <span>
            <Trans>Name, mobile number, e-mail or QR code</Trans>
          </span>
          <input
            type="search"
            value={query}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
            aria-invalid={search.queryInvalid ? true : undefined}
            aria-describedby={search.queryInvalid ? "tracing-search-error" : undefined}
          />
        </label>
        <button type="submit" className="button primary" disabled={search.searching}>
          <Trans>Search</Trans>
        </button>
      </form>
      {search.queryInvalid && (
        <p id="tracing-search-error" className="tracing-error" role="alert">
          {t`Type a name, mobile number, e-mail or QR code.`}
        </p>
      )}
      <p className="tracing-muted" role="status" aria-live="polite">
        {search.searching
          ? t`Searching...`
          : search.matches === undefined
            ? ""
            : count === 0
              ? t`Nobody matches “${search.query}”.`
              : t`${count} found for “${search.query}”.`}
      </p>
      <Matches search={search} />
    </section>
  );
}
