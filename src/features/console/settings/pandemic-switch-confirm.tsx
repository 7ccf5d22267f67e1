import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { PendingSwitch } from "../../../../machines/console/settings-admin.machine.ts";
import { useFailureText } from "../console-messages.ts";
import type { SettingsAdminView } from "./use-settings-admin.ts";

/**
 * Decision 064: before pandemic mode switches, what it does to the trips at the belt, in numbers, and
 * a reason for the audit trail. Nothing is saved until the admin confirms.
 */
export function PandemicSwitchConfirm({ pending, page }: { pending: PendingSwitch; page: SettingsAdminView }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const consequence = pending.consequence;
  const trips = consequence?.trips_without_health_part ?? 0;
  const [today, tomorrow] = consequence?.arrival_dates ?? ["", ""];
  const missingReason = tried && reason.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason.trim() !== "") page.confirmSwitch(reason);
  };
  return (
    <form
      className="settings-confirm"
      role="alertdialog"
      aria-labelledby="pandemic-switch-question"
      aria-describedby="pandemic-switch-consequence"
      onSubmit={submit}
      noValidate
    >
      <p id="pandemic-switch-question" className="settings-confirm-question">
        {pending.value === true ? <Trans>Switch pandemic mode on?</Trans> : <Trans>Switch pandemic mode off?</Trans>}
      </p>
      <div id="pandemic-switch-consequence" aria-live="polite">
        {page.counting ? (
          <p className="settings-muted" aria-busy="true">
            <Trans>Counting the trips at the belt…</Trans>
          </p>
        ) : consequence ? (
          <p>
            {pending.value === true ? (
              <Plural
                value={trips}
                one={`# trip arriving today or tomorrow (${today}, ${tomorrow}), declared from outside the commonwealth and not yet cleared, has no health part: it becomes incomplete, and its traveller must send the health declaration or the attestation before customs.`}
                other={`# trips arriving today or tomorrow (${today}, ${tomorrow}), declared from outside the commonwealth and not yet cleared, have no health part: they become incomplete, and their travellers must send the health declaration or the attestation before customs.`}
              />
            ) : (
              <Plural
                value={trips}
                one={`# trip arriving today or tomorrow (${today}, ${tomorrow}), declared and not yet cleared, waits only for its health part: it becomes complete at once. New trips are asked no health part.`}
                other={`# trips arriving today or tomorrow (${today}, ${tomorrow}), declared and not yet cleared, wait only for their health part: they become complete at once. New trips are asked no health part.`}
              />
            )}
          </p>
        ) : (
          <p className="console-field-error">
            <Trans>The trips at the belt could not be counted ({page.failure ? failureText(page.failure) : ""}). You can still switch.</Trans>
          </p>
        )}
      </div>
      <label className="console-field settings-reason" htmlFor="pandemic-switch-reason">
        <Trans>Reason (kept in the audit trail)</Trans>
        <textarea
          id="pandemic-switch-reason"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={missingReason ? true : undefined}
          aria-describedby={missingReason ? "pandemic-switch-reason-error" : undefined}
          placeholder={t`For example: health order 2026-14`}
        />
      </label>
      {missingReason && (
        <p className="console-field-error" id="pandemic-switch-reason-error" role="alert">
          <Trans>Say why you change this setting: the reason is kept in the audit trail.</Trans>
        </p>
      )}
      <div className="settings-confirm-actions">
        <button type="submit" className="button primary" disabled={page.counting}>
          {pending.value === true ? <Trans>Switch on</Trans> : <Trans>Switch off</Trans>}
        </button>
        <button type="button" className="button secondary" onClick={page.cancelSwitch}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
