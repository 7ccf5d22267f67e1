import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { SettingValue } from "#domain/reference-data.ts";
import type { AdminSetting } from "#domain/settings-admin.ts";
import { useConsoleText } from "../console-messages.ts";
import { SETTING_LABELS } from "./setting-labels.ts";
import { PandemicSwitchConfirm } from "./pandemic-switch-confirm.tsx";
import { SettingHistory, useValueText } from "./setting-history.tsx";
import type { SettingsAdminView } from "./use-settings-admin.ts";

/** The value being typed: text in the field until it is saved as the setting's type. */
function draftOf(value: SettingValue): string | boolean {
  return typeof value === "boolean" ? value : String(value);
}

function typed(setting: AdminSetting, draft: string | boolean): SettingValue {
  if (setting.value_type === "boolean") return draft === true;
  if (setting.value_type === "number") return typeof draft === "string" && draft.trim() !== "" ? Number(draft) : Number.NaN;
  return String(draft);
}

/** One setting: its value (a switch, a number or text) with Save, who changed it last, and its history. */
export function SettingCard({ setting, page }: { setting: AdminSetting; page: SettingsAdminView }) {
  const { t, i18n } = useLingui();
  const text = useConsoleText();
  const valueText = useValueText();
  const [draft, setDraft] = useState(() => draftOf(setting.typed_value));
  const label = SETTING_LABELS[setting.code];
  const id = `setting-${setting.code}`;
  const saving = page.savingCode === setting.code;
  const failure = page.failedCall?.kind === "save" && page.failedCall.code === setting.code ? page.failure : undefined;
  const error = failure?.fieldErrors?.typed_value?.[0] ?? failure?.fieldErrors?.reason?.[0] ?? failure?.message;
  const historyOpen = page.history?.code === setting.code;
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    page.save(setting.code, typed(setting, draft));
  };
  return (
    <li className="console-card settings-card" aria-labelledby={`${id}-name`} aria-busy={saving}>
      <h2 id={`${id}-name`} className="settings-name">
        {label ? i18n._(label.name) : setting.code}
      </h2>
      <p className="settings-code">{setting.code}</p>
      {label && <p className="settings-muted">{i18n._(label.hint)}</p>}
      <form className="settings-form" onSubmit={submit} noValidate>
        {setting.value_type === "boolean" ? (
          <label className="console-check settings-switch">
            {/* Named by the setting, not by the On/Off beside it, so the name stays as the box is ticked. */}
            <input
              type="checkbox"
              id={id}
              checked={draft === true}
              onChange={(event) => setDraft(event.target.checked)}
              aria-labelledby={`${id}-name`}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <span>{draft === true ? t`On` : t`Off`}</span>
          </label>
        ) : (
          <label className="console-field settings-value" htmlFor={id}>
            <Trans>Value</Trans>
            <input
              id={id}
              type={setting.value_type === "number" ? "number" : "text"}
              inputMode={setting.value_type === "number" ? "numeric" : undefined}
              value={String(draft)}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
        )}
        <button type="submit" className="button primary" disabled={!page.canChange || saving}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
      </form>
      {page.pending?.code === setting.code && <PandemicSwitchConfirm pending={page.pending} page={page} />}
      {error && (
        <p className="console-field-error" id={`${id}-error`} role="alert">
          {text(error)}
        </p>
      )}
      {page.savedCode === setting.code && !saving && (
        <p className="settings-saved" role="status">
          <Trans>Saved: {valueText(setting.typed_value)}</Trans>
        </p>
      )}
      <p className="settings-muted">
        {setting.updated_by && setting.updated_at ? (
          <Trans>
            Last changed by {setting.updated_by.name} ({setting.updated_by.email}) on {when.format(new Date(setting.updated_at))}
          </Trans>
        ) : (
          <Trans>Not changed since installation.</Trans>
        )}
      </p>
      <button
        type="button"
        className="button secondary"
        aria-expanded={historyOpen}
        aria-controls={`${id}-history`}
        disabled={!page.canChange && !historyOpen}
        onClick={() => (historyOpen ? page.closeHistory() : page.openHistory(setting.code))}
      >
        {historyOpen ? <Trans>Hide history</Trans> : <Trans>Show history</Trans>}
      </button>
      <div id={`${id}-history`}>{historyOpen && <SettingHistory code={setting.code} changes={page.history?.changes} loading={page.historyLoading} />}</div>
    </li>
  );
}
