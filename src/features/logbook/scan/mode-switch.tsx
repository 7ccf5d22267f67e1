import { Trans, useLingui } from "@lingui/react/macro";
import type { LogbookScanView } from "./use-logbook-scan.ts";

/** A front-liner either checks in or verifies whose or which QR code it is. */
export function ModeSwitch({ scan }: { scan: LogbookScanView }) {
  const { t } = useLingui();
  return (
    <div className="mode-switch" role="radiogroup" aria-label={t`Scan mode`}>
      <button
        type="button"
        role="radio"
        aria-checked={scan.mode === "checkIn"}
        className={`button ${scan.mode === "checkIn" ? "primary" : "secondary"}`}
        disabled={!scan.canSwitchMode}
        onClick={() => scan.switchMode("checkIn")}
      >
        <Trans>Check in</Trans>
      </button>
      <button
        type="button"
        role="radio"
        aria-checked={scan.mode === "verify"}
        className={`button ${scan.mode === "verify" ? "primary" : "secondary"}`}
        disabled={!scan.canSwitchMode}
        onClick={() => scan.switchMode("verify")}
      >
        <Trans>Verify a QR</Trans>
      </button>
    </div>
  );
}
