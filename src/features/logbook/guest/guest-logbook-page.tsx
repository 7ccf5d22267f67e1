import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { loadAllMessages } from "../../../app/i18n.ts";
import { DoorScreen } from "../../../app/shell/door-screen.tsx";
import { usePageHeader } from "../../../app/shell/page-header.ts";
import { useFailureText } from "../../../ui/use-failure-text.ts";
import { EntryScreen } from "./entry-screen.tsx";
import { guestLogbookInput, guestLogbookMachineFor } from "./guest-logbook-effects.ts";
import { type GuestLogbookActor, useGuestLogbook } from "./use-guest-logbook.ts";
import "../logbook.css";

// Only 'You are about to enter' is the first screen: the form's code (react-hook-form, valibot,
// address lists), the later steps and the rest of the catalog load when the guest heads for
// 'Continue as Guest' (decision 013).
const loadGuestSteps = () => Promise.all([import("./guest-steps.tsx"), loadAllMessages()]).then(([module]) => module);
const GuestSteps = lazy(loadGuestSteps);
const prefetchSteps = () => void loadGuestSteps();

const WELCOME_TITLE = msg`Welcome`;

/** /g/logbook/:uuid: a guest checks in at the branch of a location QR (docs/product-spec.md, part 2). */
export function GuestLogbookPage() {
  const { uuid = "" } = useParams();
  // Another QR's address starts the flow afresh, for that branch.
  return <GuestLogbookFlow key={uuid} uuid={uuid} />;
}

/**
 * Any touch or key may lead off the first screen (the header's back button opens /app when there
 * is no history), so the first one brings the rest of the catalog, ahead of the next page's code.
 */
function useAllMessagesOnFirstInput(): void {
  useEffect(() => {
    const load = () => void loadAllMessages().catch(() => undefined);
    const options = { capture: true, once: true, passive: true };
    window.addEventListener("pointerdown", load, options);
    window.addEventListener("keydown", load, options);
    return () => {
      window.removeEventListener("pointerdown", load, options);
      window.removeEventListener("keydown", load, options);
    };
  }, []);
}

function GuestLogbookFlow({ uuid }: { uuid: string }) {
  useAllMessagesOnFirstInput();
  const navigate = useNavigate();
  const [machine] = useState(() => guestLogbookMachineFor(uuid, navigate));
  const actor = useActorRef(machine, { input: guestLogbookInput(uuid) });
  return <GuestLogbook actor={actor} />;
}

function Loading() {
  return (
    <p className="page-message" role="status">
      <Trans>Loading...</Trans>
    </p>
  );
}

function GuestLogbook({ actor }: { actor: GuestLogbookActor }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const logbook = useGuestLogbook(actor);
  const { step, failure } = logbook;
  const inForm = step === "remembered" || step === "details" || step === "symptoms" || step === "submitting";
  usePageHeader({ title: step === "thanks" ? WELCOME_TITLE : undefined, confirmBack: inForm });

  switch (step) {
    case "loading":
      return <DoorScreen otherwise={<Loading />} />;
    case "leaving":
      return <Loading />;
    case "invalid": {
      const message = failure ? failureText(failure, t`Invalid QR Code`) : t`Invalid QR Code`;
      return (
        <div className="page-message">
          <p className="big-status invalid-qr" role="alert">
            {message}
          </p>
          <button type="button" className="button secondary" onClick={logbook.retryLookup}>
            <Trans>Try again</Trans>
          </button>
        </div>
      );
    }
    case "entering":
      return logbook.establishment ? (
        <EntryScreen
          establishment={logbook.establishment}
          termsOpen={logbook.termsOpen}
          onOpenTerms={logbook.openTerms}
          onCloseTerms={logbook.closeTerms}
          onWebApp={logbook.chooseWebApp}
          onGuest={logbook.chooseGuest}
          onGuestIntent={prefetchSteps}
        />
      ) : (
        <Loading />
      );
    default:
      return (
        <Suspense fallback={<Loading />}>
          <GuestSteps logbook={logbook} />
        </Suspense>
      );
  }
}
