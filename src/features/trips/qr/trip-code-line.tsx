import { useLingui } from "@lingui/react/macro";
import { formatTripCode, tripCodeOf } from "#domain/trip-code.ts";

/**
 * The short trip code under a trip QR (decision 037): an officer types it when no scanner reads the
 * QR. Derived from the QR ID, so every QR prints it without a call. Spelled out for screen readers.
 */
export function TripCodeLine({ qrId, compact = false }: { qrId: string; compact?: boolean }) {
  const { t } = useLingui();
  const code = tripCodeOf(qrId);
  return (
    <p className={compact ? "trip-code-line compact" : "trip-code-line"}>
      <span className="trip-code-label">{t`Trip code`}</span>{" "}
      <strong className="trip-code" translate="no">
        <span aria-hidden="true">{formatTripCode(code)}</span>
        <span className="trip-code-spoken">{[...code].join(" ")}</span>
      </strong>
    </p>
  );
}
