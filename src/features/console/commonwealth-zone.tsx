import { Trans } from "@lingui/react/macro";
import { COMMONWEALTH_ZONE_LABEL, commonwealthTime } from "#domain/commonwealth-time.ts";

/** Every staff page shows times in one zone, the commonwealth's, whatever the device's clock says. */
export function CommonwealthZoneNote() {
  return (
    <p className="zone-note">
      <Trans>All times are the commonwealth's time ({COMMONWEALTH_ZONE_LABEL}).</Trans>
    </p>
  );
}

/** An instant as the commonwealth's clocks show it, machine-readable underneath. */
export function CommonwealthTime({ at }: { at: string }) {
  return <time dateTime={at}>{commonwealthTime(at)}</time>;
}
