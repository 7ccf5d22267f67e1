import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useFailureText } from "../console-messages.ts";
import { SettingCard } from "./setting-card.tsx";
import { settingsMachine } from "./settings-effects.ts";
import { type SettingsActor, useSettingsAdmin } from "./use-settings-admin.ts";
import "./settings.css";

function Settings({ actor }: { actor: SettingsActor }) {
  const page = useSettingsAdmin(actor);
  const failureText = useFailureText();
  return (
    <div className="settings-page">
      <h1 className="settings-title">
        <Trans>Settings</Trans>
      </h1>
      <p className="settings-muted">
        <Trans>Changes take effect at once, without restarting the server. Each change is kept with who made it and when.</Trans>
      </p>
      {page.loading && (
        <p className="settings-muted" aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      )}
      {page.failure && page.failedCall?.kind !== "save" && (
        <div className="console-failure" role="alert">
          <p>{failureText(page.failure)}</p>
          {page.failed && (
            <button type="button" className="button primary" onClick={page.reload}>
              <Trans>Try again</Trans>
            </button>
          )}
        </div>
      )}
      <ul className="settings-list">
        {page.settings.map((setting) => (
          // A saved value comes back as the setting's own: the card starts again from it.
          <SettingCard key={`${setting.code}:${String(setting.typed_value)}`} setting={setting} page={page} />
        ))}
      </ul>
    </div>
  );
}

/** The admin's settings: each setting's value, who changed it last, and its history. */
export function SettingsPage() {
  const actor = useActorRef(settingsMachine);
  return <Settings actor={actor} />;
}
