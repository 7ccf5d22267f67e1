import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { commonwealthDay, type TracingCase } from "#domain/tracing/tracing-cases.ts";
import { RetryNotice } from "../failure-notice.tsx";
import { formatDay } from "./tracing-format.ts";
import { CASE_STATUS_LABELS } from "./tracing-labels.ts";
import type { CaseListView } from "./use-case-list.ts";

function CaseRow({ tracingCase }: { tracingCase: TracingCase }) {
  const { t, i18n } = useLingui();
  const facts = tracingCase.attributes;
  const list = facts.contact_list;
  const total = list.counts.reduce((sum, count) => sum + count, 0);
  const status = t(CASE_STATUS_LABELS[facts.case_status]);
  const opened = formatDay(i18n.locale, commonwealthDay(new Date(facts.opened_at)));
  return (
    <li className={`tracing-card tracing-case-row${list.overdue_follow_ups > 0 ? " overdue" : ""}`}>
      <Link to={`/console/tracing/cases/${tracingCase.id}`} className="tracing-case-link">
        <strong>{facts.full_name}</strong>
        <span className="tracing-muted">
          {status} · <Trans>opened {opened}</Trans>
        </span>
      </Link>
      <span className="tracing-case-counts">
        {list.state === "none" ? (
          <Trans>Contacts not computed</Trans>
        ) : (
          <Trans>
            {total} contacts, {list.notified} notified
          </Trans>
        )}
        {list.state === "frozen" && (
          <span className="tracing-badge frozen">
            <Trans>Frozen</Trans>
          </span>
        )}
        {list.overdue_follow_ups > 0 && (
          <span className="tracing-badge overdue">
            <Trans>{list.overdue_follow_ups} overdue</Trans>
          </span>
        )}
      </span>
    </li>
  );
}

/** Open cases, overdue follow-ups first (the server's order), or the closed ones on request. */
export function CaseList({ cases }: { cases: CaseListView }) {
  const showingOpen = cases.shown === "open";
  return (
    <section className="tracing-section" aria-labelledby="tracing-cases-heading" aria-busy={cases.loading}>
      <div className="tracing-section-head">
        <h2 id="tracing-cases-heading">{showingOpen ? <Trans>Open cases</Trans> : <Trans>Closed cases</Trans>}</h2>
        <button type="button" className="button secondary" onClick={() => cases.show(showingOpen ? "closed" : "open")} disabled={cases.loading}>
          {showingOpen ? <Trans>Show closed cases</Trans> : <Trans>Show open cases</Trans>}
        </button>
      </div>
      {cases.loading && (
        <p className="tracing-muted">
          <Trans>Loading...</Trans>
        </p>
      )}
      {cases.failed && <RetryNotice failure={cases.failure} onRetry={cases.reload} />}
      {!cases.loading && !cases.failed && cases.cases.length === 0 && (
        <p className="tracing-muted">{showingOpen ? <Trans>No open cases.</Trans> : <Trans>No closed cases.</Trans>}</p>
      )}
      {!cases.loading && cases.cases.length > 0 && (
        <ul className="tracing-list">
          {cases.cases.map((tracingCase) => (
            <CaseRow key={tracingCase.id} tracingCase={tracingCase} />
          ))}
        </ul>
      )}
    </section>
  );
}
