import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import type { PushSwitchState } from "../../../machines/push-subscription.machine.ts";
import { LOCAL_KEYS, localStore } from "../../lib/storage.ts";
import { pushOfferMachineFor } from "./push-offer-effects.ts";
import { pushSubscriptionFor } from "./push-subscription-effects.ts";
import { usePushOffer } from "./use-push-offer.ts";
import { usePushSwitch } from "./use-push-switch.ts";
import "./notifications.css";

function TurnedOn({ state }: { state: PushSwitchState }) {
  switch (state) {
    case "on":
      return <Trans>Notifications are on. You will hear when customs decides on your trip.</Trans>;
    case "denied":
      return (
        <Trans>
          Notifications are blocked for this site. You can allow them in your browser's settings and switch them on under{" "}
          <Link to="/app/notifications">Notifications</Link>.
        </Trans>
      );
    case "failed":
      return (
        <Trans>
          Notifications could not be switched on. You can try again under <Link to="/app/notifications">Notifications</Link>.
        </Trans>
      );
    default:
      return <Trans>Switching on…</Trans>;
  }
}

function Offer({ accountId }: { accountId: string }) {
  const pushSwitch = usePushSwitch(useActorRef(pushSubscriptionFor(accountId)));
  const { state } = pushSwitch;
  const { step, turnOn, notNow } = usePushOffer(useActorRef(pushOfferMachineFor(pushSwitch.turnOn)), state);
  if (step === "hidden") return null;
  return (
    <section className="home-card push-offer" aria-labelledby="push-offer-title">
      <h2 id="push-offer-title">
        <Trans>Get notified when customs decides on your trip?</Trans>
      </h2>
      {step === "asking" ? (
        <>
          <p>
            <Trans>We can tell this device, even when the app is closed. You can switch it off at any time under Notifications.</Trans>
          </p>
          <div className="push-offer-actions">
            <button type="button" className="button primary" onClick={turnOn}>
              <Trans>Turn on</Trans>
            </button>
            <button type="button" className="button secondary" onClick={notNow}>
              <Trans>Not now</Trans>
            </button>
          </div>
        </>
      ) : (
        <p role="status">
          <TurnedOn state={state} />
        </p>
      )}
    </section>
  );
}

/** Once, after a trip is completed: the offer to switch pushes on (push-offer.machine.ts). */
export function PushOffer({ accountId }: { accountId: string }) {
  // Answered before on this device: never asked again, and not even the switch is started.
  const [answeredBefore] = useState(() => localStore.get(LOCAL_KEYS.pushOfferAnswered) !== null);
  return answeredBefore ? null : <Offer accountId={accountId} />;
}
