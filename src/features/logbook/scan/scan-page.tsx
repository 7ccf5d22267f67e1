import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useRef, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { useCheckInTraveller } from "../../../app/session/use-profile.ts";
import { useSession } from "../../auth/use-auth.ts";
import SymptomsStep from "../symptoms-step.tsx";
import { AccessResultView } from "./access-result.tsx";
import { AddCompanionForm } from "./add-companion-form.tsx";
import { ModeSwitch } from "./mode-switch.tsx";
import { PersonResult } from "./person-result.tsx";
import { PlaceCard } from "./place-card.tsx";
import { PurposeForm } from "./purpose-form.tsx";
import { scanMachineWithEffects } from "./scan-effects.ts";
import { ScanSources } from "./scan-sources.tsx";
import { type LogbookScanView, useLogbookScan } from "./use-logbook-scan.ts";
import "./scan.css";

/** The guest check-in page hands a signed-in traveller over with the branch uuid in navigation state. */
function handedOverUuid(state: unknown): string | undefined {
  const uuid = typeof state === "object" && state !== null ? (state as { uuid?: unknown }).uuid : undefined;
  return typeof uuid === "string" && uuid.trim() !== "" ? uuid : undefined;
}

function Busy() {
  return (
    <p className="page-message" role="status">
      <Trans>Loading...</Trans>
    </p>
  );
}

function ScanStepView({ scan }: { scan: LogbookScanView }) {
  switch (scan.step) {
    case "opening":
    case "lookingUp":
    case "verifying":
    case "confirming":
    case "done":
      return <Busy />;
    case "scanning":
      return (
        <>
          {scan.isFrontLiner && <ModeSwitch scan={scan} />}
          <h2 className="scan-heading">
            {scan.mode === "verify" ? <Trans>Scan a traveller's or a place's QR code</Trans> : <Trans>Scan the QR code of the place</Trans>}
          </h2>
          <ScanSources scan={scan} />
        </>
      );
    case "lookupFailed":
      return (
        <div className="scan-outcome" role="alert">
          <p>
            <Trans>The QR code could not be checked. Please try again.</Trans>
          </p>
          <div className="scan-actions">
            <button type="button" className="button primary" onClick={scan.retry}>
              <Trans>Try again</Trans>
            </button>
            <button type="button" className="button secondary" onClick={scan.scanAgain}>
              <Trans>Scan again</Trans>
            </button>
          </div>
        </div>
      );
    case "notFound":
      return (
        <div className="scan-outcome" role="alert">
          <p className="scan-not-found">
            {scan.scannedTripQr ? (
              <Trans>This is a trip QR code, for the customs officer at baggage claim. Scan a person's or a place's QR code here.</Trans>
            ) : (
              <Trans>QR Code not found! Please make sure that you are using a valid QR code of the product</Trans>
            )}
          </p>
          <button type="button" className="button primary" onClick={scan.scanAgain}>
            <Trans>Scan again</Trans>
          </button>
        </div>
      );
    case "establishment":
      if (scan.addingCompanion) return <AddCompanionForm scan={scan} />;
      return (
        <div className="scan-outcome">
          <p>
            <Trans>You are about to enter</Trans>
          </p>
          {scan.establishment && <PlaceCard place={scan.establishment} />}
          <PurposeForm scan={scan} />
        </div>
      );
    case "companionSymptoms":
      return scan.symptoms ? (
        <div className="scan-outcome">
          <SymptomsStep
            key={scan.whose}
            checklist={scan.symptoms}
            whose={{ name: scan.whoseName, position: scan.whose + 1, count: scan.companionCount }}
            failure={undefined}
            onBack={scan.back}
          />
        </div>
      ) : (
        <Busy />
      );
    case "allowed":
    case "notAllowed":
      return scan.access ? <AccessResultView access={scan.access} place={scan.establishment} onDone={scan.acknowledge} /> : <Busy />;
    case "person":
    case "place":
      return (
        <div className="scan-outcome">
          {scan.step === "person" && scan.person && <PersonResult person={scan.person} />}
          {scan.step === "place" && scan.establishment && <PlaceCard place={scan.establishment} />}
          <button type="button" className="button primary" onClick={scan.scanAgain}>
            <Trans>Scan next</Trans>
          </button>
        </div>
      );
  }
}

/** /digital-logbook/scan: check in at a place by its QR code; front-liners also verify codes. */
export function ScanPage() {
  const { signedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const leave = useRef(() => void navigate("/digital-logbook"));
  const [machine] = useState(() => scanMachineWithEffects(() => leave.current()));
  const scan = useLogbookScan(useActorRef(machine), useCheckInTraveller(), handedOverUuid(location.state));

  if (!signedIn) return <Navigate to="/app" replace />;
  return (
    <div className="scan-page">
      <ScanStepView scan={scan} />
    </div>
  );
}
