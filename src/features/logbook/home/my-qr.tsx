import { Trans, useLingui } from "@lingui/react/macro";
import { QRCodeSVG } from "qrcode.react";
import type { MyVisits } from "./use-my-visits.ts";

/** "My QR": the traveller's own code, for a front-liner to scan. The value alone grants no access. */
export function MyQr({ visits }: { visits: MyVisits }) {
  const { t } = useLingui();
  return (
    <section className="logbook-card my-qr" aria-labelledby="my-qr-title">
      <h2 id="my-qr-title">
        <Trans>My QR</Trans>
      </h2>
      <p className="logbook-muted">
        <Trans>Show this code when a front-liner asks to scan it.</Trans>
      </p>
      {visits.qr === "loading" && (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {visits.qr === "failed" && (
        <p className="error-text">
          <Trans>Your QR code could not be loaded.</Trans>{" "}
          <button type="button" className="link-button" onClick={visits.reloadQr}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {visits.qrValue && <QRCodeSVG className="my-qr-code" value={visits.qrValue} size={220} marginSize={2} role="img" aria-label={t`My QR code`} />}
    </section>
  );
}
