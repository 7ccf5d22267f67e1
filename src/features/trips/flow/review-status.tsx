import { Trans, useLingui } from "@lingui/react/macro";
import type { VisitHistory } from "#domain/trips.ts";
import { NEXT_STEP_TEXTS, TRAVELLER_MESSAGE_TEXTS } from "./customs-message-labels.ts";
import { REVIEW_STATUS_LABELS } from "./trip-labels.ts";

/**
 * docs/product-spec.md, part 4 "Information status": the customs officer's review and remarks, or 'No remarks
 * available'; while PENDING, the promise that someone will look. With it what happens next, and the
 * officer's standard message in the reader's own language (decision 036).
 */
/** `nested` inside another card: no card of its own, a lower heading. */
export function ReviewStatus({ trip, nested = false }: { trip: VisitHistory; nested?: boolean }) {
  const { t, i18n } = useLingui();
  const { status, remarks, message } = trip.attributes;
  const Heading = nested ? "h3" : "h2";
  return (
    <section className={nested ? "trip-qr-status" : "home-card trip-qr-status"} aria-labelledby={`trip-status-${trip.id}`}>
      <Heading id={`trip-status-${trip.id}`}>
        <Trans>Information status</Trans>
      </Heading>
      <p>
        <Trans>Status:</Trans> <strong className={`review-status ${status.toLowerCase()}`}>{i18n._(REVIEW_STATUS_LABELS[status])}</strong>
      </p>
      {status === "PENDING" && (
        <p>
          <Trans>Your information has been submitted. Please allow us some time to confirm.</Trans>
        </p>
      )}
      {message && (
        <p className="trip-officer-message" data-testid="officer-message">
          <strong>{i18n._(TRAVELLER_MESSAGE_TEXTS[message.code](message.params.desk ?? ""))}</strong>
        </p>
      )}
      <p className="trip-next-step">
        <Trans>What happens next:</Trans> {i18n._(NEXT_STEP_TEXTS[status])}
      </p>
      <p className="trip-remarks">
        <Trans>Remarks:</Trans> {remarks?.trim() ? remarks : t`No remarks available`}
      </p>
    </section>
  );
}
