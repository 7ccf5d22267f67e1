import { Trans } from "@lingui/react/macro";
import { ActionOutcome } from "./action-outcome.tsx";
import type { CaseWorkbenchView } from "./use-case-workbench.ts";

/** Notify the frozen list: a dry run says who will be reached how, then the official confirms the send. */
export function NotifyPanel({ view }: { view: CaseWorkbenchView }) {
  const preview = view.notifyPreview;
  const result = view.notifyResult;
  return (
    <section className="tracing-section" aria-labelledby="tracing-notify-heading">
      <h2 id="tracing-notify-heading">
        <Trans>Notify contacts</Trans>
      </h2>
      <div aria-live="polite">
        {view.activity === "confirmingNotify" && preview && preview.sms + preview.email + preview.unreachable === 0 ? (
          <div className="tracing-confirm" role="alertdialog" aria-labelledby="tracing-notify-nobody">
            <p id="tracing-notify-nobody">
              <Trans>Every ticked contact has been notified already.</Trans>
            </p>
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
            <div className="tracing-actions">
              <button type="button" className="button primary" onClick={view.confirmNotify} autoFocus>
                <Trans>Send now</Trans>
              </button>
              <button type="button" className="button secondary" onClick={view.cancelNotify}>
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
          <p className="tracing-done" role="status">
            <Trans>
              Sent: {result.sms} by SMS, {result.email} by e-mail; {result.unreachable} unreachable, {result.failed} failed.
            </Trans>
          </p>
        )}
        <ActionOutcome view={view} action="notify" />
      </div>
    </section>
  );
}
