import { Trans, useLingui } from "@lingui/react/macro";
import type { SettingValue } from "#domain/reference-data.ts";
import type { SettingChange } from "#domain/settings-admin.ts";

export function useValueText(): (value: SettingValue) => string {
  const { t } = useLingui();
  return (value) => (value === true ? t`On` : value === false ? t`Off` : String(value));
}

/** A setting's changes, newest first: the value before and after, who and when. */
export function SettingHistory({ code, changes, loading }: { code: string; changes: SettingChange[] | undefined; loading: boolean }) {
  const { i18n } = useLingui();
  const valueText = useValueText();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" });
  if (loading || !changes) {
    return (
      <p className="settings-muted" aria-busy="true">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (changes.length === 0) {
    return (
      <p className="settings-muted">
        <Trans>No one has changed this setting yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="settings-history" aria-label={code}>
      {changes.map((change) => (
        <li key={change.id}>
          <span className="settings-change">
            {valueText(change.previous_value)} → <strong>{valueText(change.typed_value)}</strong>
          </span>
          <span className="settings-muted">
            {change.changed_by.name} ({change.changed_by.email}), <time dateTime={change.changed_at}>{when.format(new Date(change.changed_at))}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
