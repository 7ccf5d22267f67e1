import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router-dom";
import { LOCAL_KEYS, localStore } from "../../lib/storage.ts";
import { usePushSwitch } from "./push-switch.tsx";
import "./notifications.css";

function TurnedOn({ state }: { state: ReturnType<typeof usePushSwitch>["state"] }) {
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
  const [answer, setAnswer] = useState<"none" | "turnOn" | "notNow">("none");
  const answered = (given: "turnOn" | "notNow") => {
    localStore.set(LOCAL_KEYS.pushOfferAnswered, given);
    setAnswer(given);
    if (given === "turnOn") send({ type: "push.enable" });
  };
  // Only a traveller who could switch on and has not is asked; a dismissed browser prompt just ends the offer.
  if (answer === "notNow" || (answer === "none" && state !== "off") || (answer === "turnOn" && state === "off")) return null;
  return (
    <section className="home-card push-offer" aria-labelledby="push-offer-title">
      <h2 id="push-offer-title">
        <Trans>Get notified when customs decides on your trip?</Trans>
      </h2>
      {answer === "none" ? (
        <>
          <p>
            <Trans>We can tell this device, even when the app is closed. You can switch it off at any time under Notifications.</Trans>
          </p>
          <div className="push-offer-actions">
            <button type="button" className="button primary" onClick={() => answered("turnOn")}>
              <Trans>Turn on</Trans>
            </button>
            <button type="button" className="button secondary" onClick={() => answered("notNow")}>
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

/** Once, after a trip is completed: the offer to switch pushes on; never made again on this device after either answer. */
export function PushOffer({ accountId }: { accountId: string }) {
  const [alreadyAnswered] = useState(() => localStore.get(LOCAL_KEYS.pushOfferAnswered) !== null);
  return alreadyAnswered ? null : <Offer accountId={accountId} />;
}
