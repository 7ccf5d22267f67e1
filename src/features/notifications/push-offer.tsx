import { Trans } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { pushOfferMachine } from "../../../machines/push-offer.machine.ts";
import type { PushSwitchState } from "../../../machines/push-subscription.machine.ts";
import { LOCAL_KEYS, localStore } from "../../lib/storage.ts";
import { usePushSwitch } from "./push-switch.tsx";
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
  const { state, send } = usePushSwitch(accountId);
  const offer = useActorRef(
    pushOfferMachine.provide({
      actions: {
        rememberAnswer: (_, params) => localStore.set(LOCAL_KEYS.pushOfferAnswered, params.answer),
        enableSwitch: () => send({ type: "push.enable" }),
      },
    }),
  );
  const step = useSelector(offer, (snapshot) => (snapshot.matches("asking") ? "asking" : snapshot.matches("turningOn") ? "turningOn" : "hidden"));
  useEffect(() => offer.send({ type: "switch.changed", state }), [offer, state]);
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
            <button type="button" className="button primary" onClick={() => offer.send({ type: "offer.answered", answer: "turnOn" })}>
              <Trans>Turn on</Trans>
            </button>
            <button type="button" className="button secondary" onClick={() => offer.send({ type: "offer.answered", answer: "notNow" })}>
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
