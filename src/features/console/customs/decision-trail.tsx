import { Trans, useLingui } from "@lingui/react/macro";
import type { CustomsDecisionEntry } from "#domain/customs-check.ts";
import { ROLE_NAMES } from "../console-pages.ts";
import { ENTRY_KIND_LABELS, STATUS_LABELS, TRAVELLER_MESSAGE_LABELS } from "./customs-labels.ts";

/** The standard message as the officer chose it, with its desk. */
export function useMessageText() {
  const { i18n } = useLingui();
  return (message: NonNullable<CustomsDecisionEntry["message"]>) => i18n._(TRAVELLER_MESSAGE_LABELS[message.code](message.params.desk ?? ""));
}

/** Every decision on the trip, oldest first, with who, when and why; the note is for officers only. */
export function DecisionTrail({ entries }: { entries: readonly CustomsDecisionEntry[] }) {
  const { i18n, t } = useLingui();
  const messageText = useMessageText();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" });
  if (entries.length === 0) return null;
  return (
    <ol className="customs-trail" aria-label={t`Decisions`}>
      {entries.map((entry, index) => {
        const who = entry.decided_by.name;
        const role = i18n._(ROLE_NAMES[entry.decided_by.role]);
        const at = when.format(new Date(entry.decided_at));
        return (
          <li key={index} className={`customs-trail-entry customs-trail-${entry.kind}`}>
            <p className="customs-trail-head">
              <strong>{i18n._(ENTRY_KIND_LABELS[entry.kind])}</strong>: {i18n._(STATUS_LABELS[entry.decision])}
            </p>
            <p className="customs-trail-who">
              <Trans>
                by {who} ({role}), {at}
              </Trans>
            </p>
            {entry.reason && (
              <p>
                <Trans>Why: {entry.reason}</Trans>
              </p>
            )}
            {entry.note && (
              <p className="customs-trail-note">
                <Trans>Internal note: {entry.note}</Trans>
              </p>
            )}
            {entry.message && (
              <p>
                <Trans>Message to the traveller: {messageText(entry.message)}</Trans>
              </p>
            )}
            {entry.remarks && (
              <p>
                <Trans>Written to the traveller: {entry.remarks}</Trans>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
