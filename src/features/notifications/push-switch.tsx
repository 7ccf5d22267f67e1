import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import type { PushSwitchState } from "../../../machines/push-subscription.machine.ts";
import { pushSubscriptionFor } from "./push-subscription-effects.ts";
import { usePushSwitch } from "./use-push-switch.ts";

function PushStateText({ state, unsubscribeFailed }: { state: PushSwitchState; unsubscribeFailed: boolean }) {
  switch (state) {
    case "checking":
      return <Trans>Checking this browser…</Trans>;
    case "unsupported":
      return (
        <Trans>
          This browser cannot show notifications. Use a recent Chrome, Edge, Firefox or Samsung Internet; on an iPhone or iPad (iOS 16.4 or later), add this app
          to your Home Screen from Safari's Share menu and open it from there.
        </Trans>
      );
    case "denied":
      return (
        <Trans>
          Notifications are blocked for this site. To allow them, open the site settings of your browser (tap the icon beside the address, or Settings, then
          Site settings, then Notifications), allow notifications for this site, and come back to this page.
        </Trans>
      );
    case "off":
      return (
        <Trans>Switch on to hear about customs decisions on your trips, exposure warnings and who looked at your data, even when the app is closed.</Trans>
      );
    case "subscribing":
      return <Trans>Switching on…</Trans>;
    case "on":
      return unsubscribeFailed ? (
        <Trans>Notifications could not be switched off. Check your connection and try again.</Trans>
      ) : (
        <Trans>This device receives your notifications.</Trans>
      );
    case "unsubscribing":
      return <Trans>Switching off…</Trans>;
    case "failed":
      return <Trans>Notifications could not be switched on. Check your connection and try again.</Trans>;
  }
}

/** "Notifications on this device": a switch with what it means in every state, and Try again after a failure. */
export function PushSwitch({ accountId }: { accountId: string }) {
  const { state, unsubscribeFailed, turnOn, turnOff } = usePushSwitch(useActorRef(pushSubscriptionFor(accountId)));
  const checked = state === "on" || state === "subscribing";
  const usable = state === "off" || state === "on" || state === "failed";
  const busy = state === "checking" || state === "subscribing" || state === "unsubscribing";
  return (
    <section className="home-card push-switch" aria-busy={busy}>
      <label className="push-switch-row">
        <input type="checkbox" role="switch" checked={checked} disabled={!usable} aria-describedby="push-switch-state" onChange={checked ? turnOff : turnOn} />
        <span>
          <Trans>Notifications on this device</Trans>
        </span>
      </label>
      <p id="push-switch-state" className={state === "failed" || unsubscribeFailed ? "push-switch-state failed" : "push-switch-state"} role="status">
        <PushStateText state={state} unsubscribeFailed={unsubscribeFailed} />
      </p>
      {state === "failed" && (
        <button type="button" className="button secondary" onClick={turnOn}>
          <Trans>Try again</Trans>
        </button>
      )}
    </section>
  );
}
