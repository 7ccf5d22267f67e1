import { formatTripCode } from "#domain/trip-code.ts";

/** A trip code as printed under the QR, so the officer matches it by eye; a dash for a trip without one. */
export function TripCodeText({ code }: { code: string | null }) {
  return (
    <strong className="customs-trip-code" translate="no">
      {code ? formatTripCode(code) : "—"}
    </strong>
  );
}
