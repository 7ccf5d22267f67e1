import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { CameraProblemText } from "./camera-problem-text.tsx";
import { CameraScanner } from "./camera-scanner.tsx";
import type { LogbookScanView, ScanSource } from "./use-logbook-scan.ts";

function SourceTabs({ scan }: { scan: LogbookScanView }) {
  const { t } = useLingui();
  const tabs: { source: ScanSource; label: string }[] = [
    { source: "camera", label: t`Camera` },
    { source: "photo", label: t`Photo` },
    { source: "manual", label: t`Type code` },
  ];
  return (
    <div className="scan-sources" role="group" aria-label={t`How to read the QR code`}>
      {tabs.map((tab) => (
        <button
          key={tab.source}
          type="button"
          className={`button ${scan.source === tab.source ? "primary" : "secondary"}`}
          aria-pressed={scan.source === tab.source}
          onClick={() => scan.chooseSource(tab.source)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

function CameraPanel({ scan }: { scan: LogbookScanView }) {
  const { t } = useLingui();
  if (scan.cameraUnavailable) {
    return (
      <div className="scan-panel notice" role="alert">
        <p>
          <CameraProblemText problem={scan.cameraProblem} /> <Trans>You can choose a photo of the QR code or type its code instead.</Trans>
        </p>
        <div className="scan-actions">
          <button type="button" className="button primary" onClick={() => scan.chooseSource("photo")}>
            <Trans>Choose a photo</Trans>
          </button>
          <button type="button" className="button secondary" onClick={() => scan.chooseSource("manual")}>
            <Trans>Type the code</Trans>
          </button>
          <button type="button" className="button secondary" onClick={() => scan.chooseSource("camera")}>
            <Trans>Try the camera again</Trans>
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="scan-panel">
      <div className="camera-frame">
        <CameraScanner label={t`Camera picture`} onStarted={scan.cameraStarted} onFailed={scan.cameraFailed} onScanned={scan.scanned} />
      </div>
      <p className="scan-hint" role="status">
        {scan.cameraLive ? <Trans>Point the camera at the QR code.</Trans> : <Trans>Starting the camera...</Trans>}
      </p>
    </div>
  );
}

function PhotoPanel({ scan }: { scan: LogbookScanView }) {
  return (
    <div className="scan-panel">
      <p className="scan-hint">
        <Trans>Take or choose a photo of the QR code.</Trans>
      </p>
      <label className={`button primary photo-pick${scan.readingPhoto ? " disabled" : ""}`}>
        <Trans>Choose a photo</Trans>
        <input
          className="visually-hidden"
          type="file"
          accept="image/*"
          disabled={scan.readingPhoto}
          onChange={(event) => {
            const photo = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (photo) scan.choosePhoto(photo);
          }}
        />
      </label>
      {scan.readingPhoto && (
        <p className="scan-hint" role="status">
          <Trans>Reading the photo...</Trans>
        </p>
      )}
      {scan.photoUnreadable && (
        <p className="field-error" role="alert">
          <Trans>No QR code was found in this photo. Please choose another one.</Trans>
        </p>
      )}
    </div>
  );
}

function ManualPanel({ scan }: { scan: LogbookScanView }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    scan.scanned(scan.typed);
  };
  return (
    <form className="scan-panel manual-code" onSubmit={submit}>
      <label htmlFor="manual-code">
        <Trans>QR code</Trans>
      </label>
      <input
        id="manual-code"
        value={scan.typed}
        onChange={(event) => scan.type(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={200}
        aria-describedby="manual-code-hint"
      />
      <p className="field-hint" id="manual-code-hint">
        <Trans>Type the code printed with the QR code, or paste the check-in link.</Trans>
      </p>
      <button type="submit" className="button primary" disabled={scan.typed.trim() === ""}>
        <Trans>Look up</Trans>
      </button>
    </form>
  );
}

/** Where a code comes from: the camera, a photo (also when the camera cannot be used) or the keyboard. */
export function ScanSources({ scan }: { scan: LogbookScanView }) {
  return (
    <>
      <SourceTabs scan={scan} />
      {scan.source === "camera" && <CameraPanel scan={scan} />}
      {scan.source === "photo" && <PhotoPanel scan={scan} />}
      {scan.source === "manual" && <ManualPanel scan={scan} />}
    </>
  );
}
