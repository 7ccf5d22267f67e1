import type { WorkbenchAction } from "../../../../machines/console/case-workbench.machine.ts";
import { useConsoleText, useFailureText } from "../console-messages.ts";
import type { CaseWorkbenchView } from "./use-case-workbench.ts";

/**
 * How the official's last action went, beside where they took it: the schema's objections, the
 * server's refusal, or that it is done. For a contact's action, only on that contact's row.
 */
export function ActionOutcome({ view, action, contactId, done }: { view: CaseWorkbenchView; action: WorkbenchAction; contactId?: string; done?: string }) {
  const text = useConsoleText();
  const failureText = useFailureText();
  const invalid = view.invalid?.action === action && view.invalid.contactId === contactId ? view.invalid : undefined;
  const refused = view.actionFailure?.action === action && view.actionFailure.contactId === contactId ? view.actionFailure : undefined;
  const succeeded = view.lastDone === action && (contactId === undefined || view.busyContact === contactId);
  if (invalid) {
    return (
      <ul className="tracing-errors" role="alert">
        {invalid.messages.map((message) => (
          <li key={message}>{text(message)}</li>
        ))}
      </ul>
    );
  }
  if (refused) {
    return (
      <p className="console-failure" role="alert">
        {failureText(refused.failure)}
      </p>
    );
  }
  if (succeeded && done) {
    return (
      <p className="tracing-done" role="status">
        {done}
      </p>
    );
  }
  return null;
}
