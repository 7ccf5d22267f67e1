import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { NotifyCounts } from "../../../../machines/console/case-workbench.machine.ts";
import { ActionOutcome } from "./action-outcome.tsx";
import { NotifyPlan, UnreachableContacts } from "./notify-plan.tsx";
import type { CaseWorkbenchView } from "./use-case-workbench.ts";

/**
 * Who a notification leaves out and why: those reached only through unticked contacts, those another
 * case already told, and e-mails a run stopped by a server crash may have sent (decision 041).
 */
function LeftOut({ counts }: { counts: NotifyCounts }) {
  const dropped = counts.dropped;
  const already = counts.already_notified;
  const uncertain = counts.uncertain;
  return (
    <>
      {uncertain > 0 && (
        <p role="alert">
          <Trans>{uncertain} e-mails may have been sent before the server stopped: not sent again. Check with these contacts before re-sending.</Trans>
        </p>
      )}
      {dropped > 0 && (
        <p>
          <Trans>{dropped} not notified: reached only through unticked contacts.</Trans>
        </p>
      )}
      {already > 0 && (
        <p>
          <Trans>{already} not notified again: another case already told them of the same exposure.</Trans>
        </p>
      )}
    </>
  );
}

/** Notify the frozen list: a dry run says who will be reached how, and who is left out, then the official confirms the send. */
export function NotifyPanel({ view }: { view: CaseWorkbenchView }) {
  const preview = view.notifyPreview;
  const result = view.notifyResult;
  // Never ticked for the official: re-sending what may have gone is their decision, after checking.
  const [resendUncertain, setResendUncertain] = useState(false);
  return (
    <section className="tracing-section" aria-labelledby="tracing-notify-heading">
      <h2 id="tracing-notify-heading">
        <Trans>Notify contacts</Trans>
      </h2>
      <div aria-live="polite">
        {view.activity === "confirmingNotify" && preview && preview.sms + preview.email + preview.unreachable + preview.uncertain === 0 ? (
          <div className="tracing-confirm" role="alertdialog" aria-labelledby="tracing-notify-nobody">
            <p id="tracing-notify-nobody">
              <Trans>Every ticked contact has been notified already.</Trans>
            </p>
            <LeftOut counts={preview} />
            <div className="tracing-actions">
              <button type="button" className="button secondary" onClick={view.cancelNotify} autoFocus>
                <Trans>Close</Trans>
              </button>
            </div>
          </div>
        ) : view.activity === "confirmingNotify" && preview ? (
          <div className="tracing-confirm" role="alertdialog" aria-labelledby="tracing-notify-question">
            <p id="tracing-notify-question">
              <Trans>
                {preview.sms} by SMS, {preview.email} by e-mail, {preview.unreachable} unreachable. Send the messages now?
              </Trans>
            </p>
            <LeftOut counts={preview} />
            <NotifyPlan plan={preview} />
            {preview.uncertain > 0 && (
              <label className="console-check">
                <input type="checkbox" checked={resendUncertain} onChange={(event) => setResendUncertain(event.target.checked)} />
                <span>
                  <Trans>I have checked with them: send these {preview.uncertain} e-mails again.</Trans>
                </span>
              </label>
            )}
            <div className="tracing-actions">
              <button
                type="button"
                className="button primary"
                onClick={() => {
                  view.confirmNotify(preview.uncertain > 0 && resendUncertain);
                  setResendUncertain(false);
                }}
                autoFocus
              >
                <Trans>Send now</Trans>
              </button>
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  view.cancelNotify();
                  setResendUncertain(false);
                }}
              >
                <Trans>Cancel</Trans>
              </button>
            </div>
          </div>
        ) : (
          <div className="tracing-actions">
            <button type="button" className="button primary" disabled={view.activity !== "idle"} onClick={view.requestNotify}>
              {view.activity === "previewingNotify" ? (
                <Trans>Counting...</Trans>
              ) : view.activity === "notifying" || view.activity === "reloading" ? (
                <Trans>Sending...</Trans>
              ) : (
                <Trans>Notify the ticked contacts not yet notified</Trans>
              )}
            </button>
          </div>
        )}
        {result && view.lastDone === "notify" && (
          <div className="tracing-done" role="status">
            <p>
              <Trans>
                Sent: {result.sms} by SMS, {result.email} by e-mail; {result.unreachable} unreachable, {result.failed} failed.
              </Trans>
            </p>
            <LeftOut counts={result} />
            <UnreachableContacts plan={result} />
          </div>
        )}
        <ActionOutcome view={view} action="notify" />
      </div>
    </section>
  );
}
