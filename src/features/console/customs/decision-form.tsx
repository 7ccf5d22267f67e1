import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { CUSTOMS_DECISIONS, CustomsAmendmentBody, type CustomsDecision, CustomsDecisionBody } from "#domain/customs-check.ts";
import { MESSAGES_WITH_DESK, TRAVELLER_MESSAGE_CODES, type TravellerMessageCode } from "#domain/customs-messages.ts";
import { STATUS_LABELS, TRAVELLER_MESSAGE_LABELS } from "./customs-labels.ts";
import type { CustomsCheckView } from "./use-customs-check.ts";

interface Fields {
  decision: CustomsDecision | "";
  note: string;
  code: TravellerMessageCode | "";
  desk: string;
  writeFreely: boolean;
  remarks: string;
  reason: string;
}

const EMPTY: Fields = { decision: "", note: "", code: "", desk: "", writeFreely: false, remarks: "", reason: "" };

/** The body the server takes, from the form's fields; checked with the server's own schema. */
function bodyOf(fields: Fields, amending: boolean) {
  const body = {
    decision: fields.decision,
    note: fields.note,
    message: fields.code ? { code: fields.code, params: MESSAGES_WITH_DESK.includes(fields.code) ? { desk: fields.desk } : {} } : null,
    remarks: fields.writeFreely ? fields.remarks : "",
    ...(amending ? { reason: fields.reason } : {}),
  };
  return amending ? v.safeParse(CustomsAmendmentBody, body) : v.safeParse(CustomsDecisionBody, body);
}

/**
 * The officer's decision: three big choices, an internal note only officers read, and what the
 * traveller reads — a standard message in their own language, or (ticked, with a warning) free text
 * as written. Amending, the same with why the decision changes.
 */
export function DecisionForm({ check, failureText, amending = false }: { check: CustomsCheckView; failureText: string | undefined; amending?: boolean }) {
  const { i18n, t } = useLingui();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [tried, setTried] = useState(false);
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((old) => ({ ...old, [key]: value }));
  const sending = check.cardStep === "deciding" || check.cardStep === "sendingAmendment";
  const parsed = bodyOf(fields, amending);
  const issues = parsed.success ? {} : (v.flatten(parsed.issues).nested ?? {});
  const shown = (path: string) => (tried ? issues[path]?.[0] : undefined);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    const { decision, remarks, note, message } = parsed.output;
    const reason = "reason" in parsed.output ? String(parsed.output.reason) : "";
    if (amending) check.amend(decision, remarks, reason, { note, message });
    else check.decide(decision, remarks, { note, message });
  };
  return (
    <form className="customs-decision" onSubmit={submit} noValidate>
      <fieldset disabled={sending}>
        <legend>{amending ? <Trans>Change the decision</Trans> : <Trans>Decision</Trans>}</legend>
        <div className="customs-choices">
          {CUSTOMS_DECISIONS.map((decision) => (
            <label key={decision} className={`customs-choice customs-choice-${decision.toLowerCase().replace("_", "-")}`}>
              <input type="radio" name="decision" value={decision} checked={fields.decision === decision} onChange={() => set("decision", decision)} />
              <span>{i18n._(STATUS_LABELS[decision])}</span>
            </label>
          ))}
        </div>
        {shown("decision") && (
          <p className="customs-field-error" role="alert">
            <Trans>Choose a decision.</Trans>
          </p>
        )}
        {amending && (
          <>
            <label className="customs-remarks-label" htmlFor="customs-reason">
              <Trans>Why the decision changes (required)</Trans>
            </label>
            <textarea
              id="customs-reason"
              rows={2}
              maxLength={500}
              value={fields.reason}
              onChange={(event) => set("reason", event.target.value)}
              aria-invalid={shown("reason") ? true : undefined}
            />
            {shown("reason") && (
              <p className="customs-field-error" role="alert">
                <Trans>Say why the decision changes.</Trans>
              </p>
            )}
          </>
        )}
        {/* Optional, folded: a clean traveller is three taps; what goes with a decision opens on demand. */}
        <details className="customs-extras" open={fields.note !== "" || fields.code !== "" || fields.writeFreely}>
          <summary>
            <Trans>Note, and message to the traveller (optional)</Trans>
          </summary>
          <label className="customs-remarks-label" htmlFor="customs-note">
            <Trans>Internal note (officers only, optional)</Trans>
          </label>
          <textarea id="customs-note" rows={2} maxLength={500} value={fields.note} onChange={(event) => set("note", event.target.value)} />
          <label className="customs-remarks-label" htmlFor="customs-message">
            <Trans>Message to the traveller (shown in their language)</Trans>
          </label>
          <select id="customs-message" className="customs-select" value={fields.code} onChange={(event) => set("code", event.target.value as Fields["code"])}>
            <option value="">{t`No message`}</option>
            {TRAVELLER_MESSAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {i18n._(TRAVELLER_MESSAGE_LABELS[code]("N"))}
              </option>
            ))}
          </select>
          {fields.code && MESSAGES_WITH_DESK.includes(fields.code) && (
            <>
              <label className="customs-remarks-label" htmlFor="customs-desk">
                <Trans>Desk</Trans>
              </label>
              <input
                id="customs-desk"
                className="customs-desk"
                value={fields.desk}
                maxLength={6}
                onChange={(event) => set("desk", event.target.value)}
                aria-invalid={shown("message.params.desk") ? true : undefined}
              />
              {shown("message.params.desk") && (
                <p className="customs-field-error" role="alert">
                  <Trans>Enter the desk number (letters and digits, at most 6).</Trans>
                </p>
              )}
            </>
          )}
          <label className="customs-check">
            <input type="checkbox" checked={fields.writeFreely} onChange={(event) => set("writeFreely", event.target.checked)} />
            <span>
              <Trans>Write to the traveller in my own words</Trans>
            </span>
          </label>
          {fields.writeFreely && (
            <>
              <p className="customs-warning" id="customs-remarks-warning" role="note">
                <Trans>The traveller will read this exactly as you write it, in this language, on their phone. Do not write internal notes here.</Trans>
              </p>
              <label className="customs-remarks-label" htmlFor="customs-remarks">
                <Trans>Text for the traveller</Trans>
              </label>
              <textarea
                id="customs-remarks"
                rows={3}
                maxLength={500}
                value={fields.remarks}
                aria-describedby="customs-remarks-warning"
                onChange={(event) => set("remarks", event.target.value)}
              />
            </>
          )}
        </details>
      </fieldset>
      {failureText && (
        <p className="customs-field-error" role="alert">
          {failureText}
        </p>
      )}
      <div className="customs-actions">
        <button type="submit" className="customs-button primary" disabled={sending}>
          {sending ? t`Recording...` : amending ? t`Record the change` : t`Record decision`}
        </button>
        {amending ? (
          <button type="button" className="customs-button secondary" disabled={sending} onClick={check.cancelAmendment}>
            <Trans>Cancel</Trans>
          </button>
        ) : (
          <button type="button" className="customs-button secondary" disabled={sending} onClick={check.next}>
            <Trans>Back to scanning</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
