import { Trans, useLingui } from "@lingui/react/macro";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useState } from "react";
import { myQrValue } from "../../../api/my-logbook.ts";

/** "My QR": the traveller's own code, for a front-liner to scan. The value alone grants no access. */
export function MyQr() {
  const { t } = useLingui();
  const [value, setValue] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    myQrValue().then(
      (loaded) => current && setValue(loaded),
      () => current && setValue(null),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <section className="logbook-card my-qr" aria-labelledby="my-qr-title">
      <h2 id="my-qr-title">
        <Trans>My QR</Trans>
      </h2>
      <p className="logbook-muted">
        <Trans>Show this code when a front-liner asks to scan it.</Trans>
      </p>
      {value === undefined && (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {value === null && (
        <p className="error-text">
          <Trans>Your QR code could not be loaded.</Trans>
        </p>
      )}
      {value && <QRCodeSVG className="my-qr-code" value={value} size={220} marginSize={2} role="img" aria-label={t`My QR code`} />}
    </section>
  );
}
