import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { CustomsSource } from "../../../../machines/console/customs-check.machine.ts";
import { CameraProblemText } from "../../logbook/scan/camera-problem-text.tsx";
import { CameraScanner } from "../../logbook/scan/camera-scanner.tsx";
import { validTripCode } from "#domain/trip-code.ts";
import { tripQrIdInAddress } from "#domain/trips.ts";
import type { CustomsCheckView } from "./use-customs-check.ts";

function SourceTabs({ check }: { check: CustomsCheckView }) {
  const { t } = useLingui();
  const tabs: { source: CustomsSource; label: string }[] = [
    { source: "camera", label: t`Scan QR` },
    { source: "typed", label: t`Type code` },
    { source: "passport", label: t`Passport` },
  ];
  return (
    <div className="customs-sources" role="group" aria-label={t`How to find the trip`}>
      {tabs.map((tab) => (
        <button
          key={tab.source}
          type="button"
          className={`customs-button ${check.source === tab.source ? "primary" : "secondary"}`}
          aria-pressed={check.source === tab.source}
          onClick={() => check.chooseSource(tab.source)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

function CameraPanel({ check }: { check: CustomsCheckView }) {
  const { t } = useLingui();
  if (check.cameraUnavailable) {
    return (
      <div className="customs-panel customs-notice" role="alert">
        <p>
          <CameraProblemText problem={check.cameraProblem} /> <Trans>Type the trip code or look the traveller up by passport instead.</Trans>
        </p>
        <button type="button" className="customs-button secondary" onClick={() => check.chooseSource("camera")}>
          <Trans>Try the camera again</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="customs-panel">
      <div className="customs-camera">
        <CameraScanner label={t`Camera picture`} onStarted={check.cameraStarted} onFailed={check.cameraFailed} onScanned={check.scanned} />
      </div>
      <p className="customs-hint" role="status">
        {check.cameraLive ? <Trans>Point the camera at the traveller's trip QR code.</Trans> : <Trans>Starting the camera...</Trans>}
      </p>
    </div>
  );
}

function EntryForm({
  id,
  label,
  hint,
  submit,
  invalid,
  onSubmit,
}: {
  id: string;
  label: string;
  hint: string;
  submit: string;
  invalid: string | undefined;
  onSubmit: (text: string) => void;
}) {
  const [text, setText] = useState("");
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text);
  };
  return (
    <form className="customs-panel customs-entry" onSubmit={send} noValidate>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        // The field a wedge scanner or the officer types into: focused whenever the entry step opens (decision 037).
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={500}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
        aria-invalid={invalid ? true : undefined}
      />
      <p className="customs-hint" id={`${id}-hint`}>
        {hint}
      </p>
      {invalid && (
        <p className="customs-field-error" id={`${id}-error`} role="alert">
          {invalid}
        </p>
      )}
      <button type="submit" className="customs-button primary" disabled={text.trim() === ""}>
        {submit}
      </button>
    </form>
  );
}

/** What is wrong with a typed trip code or QR, in words the officer acts on. */
export function useCodeError(check: CustomsCheckView): string | undefined {
  const { t } = useLingui();
  if (!check.entryInvalid) return undefined;
  if (check.codeProblem === "mistyped") return t`This trip code is mistyped: check each character against the code under the QR.`;
  if (check.codeProblem === "length") return t`A trip code has 8 characters.`;
  return t`Scan or type the trip QR code.`;
}

/** A scanner's reading in the passport field is still a scan: a trip QR's address or a trip code. */
const isTripScan = (text: string) => tripQrIdInAddress(text) !== undefined || validTripCode(text) !== undefined;

/** Three ways to a trip: the camera, the code printed under the QR, or the passport number. */
export function TripEntry({ check }: { check: CustomsCheckView }) {
  const { t } = useLingui();
  const codeError = useCodeError(check);
  return (
    <section className="customs-entry-step" aria-labelledby="customs-entry-heading">
      <h2 id="customs-entry-heading" className="customs-heading">
        <Trans>Find the traveller's trip</Trans>
      </h2>
      <SourceTabs check={check} />
      {check.source === "camera" && <CameraPanel check={check} />}
      {check.source === "typed" && (
        <EntryForm
          id="customs-code"
          label={t`Trip code`}
          hint={t`Type the 8-character trip code printed under the QR code (for example 7KQ4 MXB9), or paste the trip link.`}
          submit={t`Look up`}
          invalid={codeError}
          onSubmit={check.scanned}
        />
      )}
      {check.source === "passport" && (
        <EntryForm
          id="customs-passport"
          label={t`Passport number`}
          hint={t`As printed in the passport, letters and digits only.`}
          submit={t`Find trips`}
          invalid={check.entryInvalid ? t`Enter the passport number as printed.` : undefined}
          onSubmit={(text) => (isTripScan(text) ? check.scanned(text) : check.enterPassport(text))}
        />
      )}
    </section>
  );
}
