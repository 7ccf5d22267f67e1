import { Trans } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { keepTabInside } from "../../app/shell/modal-dialog.tsx";
import { useSiteInfo } from "../public/use-site-info.ts";
import { useAccountDeletion } from "../../app/session/use-profile.ts";

/** The profile page's way to delete the account; the confirmation follows in the dialog. */
export function DeleteAccountSection() {
  const { canRequest, request } = useAccountDeletion();
  return (
    <section className="profile-section danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">
        <Trans>Delete or Deactivate your account</Trans>
      </h2>
      <p>
        <Trans>Deleting your account removes your profile and your family members from this service and signs you out.</Trans>
      </p>
      <button type="button" className="button destructive" disabled={!canRequest} onClick={request}>
        <Trans>Delete My Account</Trans>
      </button>
    </section>
  );
}

interface DialogProps {
  /** The id of the text that names the dialog; focus moves into the dialog whenever it changes. */
  label: string;
  onEscape?: () => void;
  children: ReactNode;
}

function Dialog({ label, onEscape, children }: DialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [label]);
  return (
    <div
      className="modal-backdrop"
      onKeyDown={(event) => {
        if (event.key === "Escape") onEscape?.();
        keepTabInside(event);
      }}
    >
      <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby={label} ref={dialog}>
        {children}
      </div>
    </div>
  );
}

/** docs/product-spec.md, part 2: the account delete modal, from confirmation to the outcome. */
export function DeleteAccountDialog() {
  const { step, canConfirm, canCancel, confirm, cancel, acknowledge } = useAccountDeletion();
  // The deployment's support mailbox (SUPPORT_EMAIL), asked for when the profile opens.
  const supportMailbox = useSiteInfo()?.support_email ?? "";
  if (step === "closed") return null;
  if (step === "deleted") {
    return (
      <Dialog label="delete-outcome">
        <p id="delete-outcome" className="modal-message">
          <Trans>Profile Successfully Deleted!</Trans>
        </p>
        <div className="modal-actions">
          <button type="button" className="button primary" onClick={acknowledge} data-autofocus>
            <Trans>OK</Trans>
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog label={step === "failed" ? "delete-failure" : "delete-question"} onEscape={canCancel ? cancel : undefined}>
      {step === "failed" ? (
        <p id="delete-failure" className="modal-message error-text">
          <Trans>
            Unable to delete account. Please contact us on <a href={`mailto:${supportMailbox}`}>{supportMailbox}</a>
          </Trans>
        </p>
      ) : (
        <p id="delete-question" className="modal-message">
          <Trans>Are you sure you want to delete your account?</Trans>
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={cancel} disabled={!canCancel} data-autofocus>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button destructive" onClick={confirm} disabled={!canConfirm}>
          {step === "deleting" ? <Trans>Deleting…</Trans> : step === "failed" ? <Trans>Try again</Trans> : <Trans>Delete My Account</Trans>}
        </button>
      </div>
    </Dialog>
  );
}

/** What the profile and its delete modal say to a visitor who is not signed in (docs/product-spec.md, part 2). */
export function LoginRequiredDialog() {
  return (
    <Dialog label="login-required">
      <p id="login-required" className="modal-message">
        <Trans>You must be logged in to continue.</Trans>
      </p>
      <div className="modal-actions">
        <Link className="button primary" to="/app" data-autofocus>
          <Trans>Login</Trans>
        </Link>
      </div>
    </Dialog>
  );
}
