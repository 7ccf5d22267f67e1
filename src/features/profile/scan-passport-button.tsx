import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useState } from "react";
import type { PassportFields } from "#domain/passport-mrz.ts";

// The scanner, its OCR and the zone's parser load only when someone opens it (decision 063).
const PassportScanDialog = lazy(() => import("./passport-scan/passport-scan-dialog.tsx"));

/** "Scan passport" beside a person's passport fields: confirmed fields go to `onFill`, which fills the form unsaved. */
export function ScanPassportButton({ onFill }: { onFill: (fields: PassportFields) => void }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="button secondary scan-passport" onClick={() => setOpen(true)}>
        <Trans>Scan passport</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <PassportScanDialog onFill={onFill} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
