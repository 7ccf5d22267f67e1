import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { Flag } from "../../../../../machines/console/flag-review.machine.ts";
import type { FlagReview } from "#domain/tracing/check-in-flag-review.ts";
import { FailureNotice } from "../../failure-notice.tsx";
import { DECISION_LABELS, formatInstant, REASON_LABELS } from "./flag-labels.ts";
import type { FlagReviewView } from "./use-flag-review.ts";

function ReviewForm({ flag, view }: { flag: Flag; view: FlagReviewView }) {
  const [note, setNote] = useState("");
  const noteId = useId();
  const busy = view.reviewing === flag.id;
  const decide = (review: FlagReview) => view.review({ id: flag.id, review, note });
  return (
    <div className="flag-review">
      {view.reviewFailure?.id === flag.id && <FailureNotice failure={view.reviewFailure.failure} />}
      <label className="flag-note" htmlFor={noteId}>
        <Trans>Note (optional)</Trans>
      </label>
      <textarea id={noteId} value={note} maxLength={300} rows={2} onChange={(event) => setNote(event.target.value)} />
      <div className="flag-actions">
        <button type="button" className="button" disabled={!view.canReview} aria-busy={busy} onClick={() => decide("dismissed")}>
          <Trans>Dismiss</Trans>
        </button>
        <button type="button" className="button primary" disabled={!view.canReview} aria-busy={busy} onClick={() => decide("kept")}>
          <Trans>Keep</Trans>
        </button>
      </div>
    </div>
  );
}

/** One flagged check-in: why it was flagged, whose and where, and its review or the form to review it. */
export function FlagCard({ flag, view }: { flag: Flag; view: FlagReviewView }) {
  const { i18n, t } = useLingui();
  const flagged = flag.attributes;
  const headingId = useId();
  const reviewedAt = flagged.reviewed_at ? formatInstant(i18n.locale, flagged.reviewed_at) : "";
  return (
    <article className="flag-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="flag-reason">
        {i18n._(REASON_LABELS[flagged.reason])}
      </h2>
      <p className="flag-detail">{flagged.detail}</p>
      <dl className="console-facts">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{flagged.full_name}</dd>
        <dt>
          <Trans>Mobile</Trans>
        </dt>
        <dd>{flagged.mobile_number ?? t`None`}</dd>
        <dt>
          <Trans>Place</Trans>
        </dt>
        <dd>{flagged.place}</dd>
        <dt>
          <Trans>Checked in</Trans>
        </dt>
        <dd>{formatInstant(i18n.locale, flagged.started_at)}</dd>
        <dt>
          <Trans>Flagged</Trans>
        </dt>
        <dd>{formatInstant(i18n.locale, flagged.flagged_at)}</dd>
      </dl>
      {flagged.review ? (
        <div className={`flag-decision flag-decision-${flagged.review}`} role="status">
          <p>
            <strong>{i18n._(DECISION_LABELS[flagged.review])}</strong> {reviewedAt && <Trans>on {reviewedAt}</Trans>}
          </p>
          {flagged.review_note && <p>{flagged.review_note}</p>}
        </div>
      ) : (
        <ReviewForm flag={flag} view={view} />
      )}
    </article>
  );
}
