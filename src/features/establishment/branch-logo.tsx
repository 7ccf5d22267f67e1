import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { useActorRef } from "@xstate/react";
import type { BranchResource } from "#domain/establishments.ts";
import { ACCEPT_ATTRIBUTE } from "../../ui/forms/use-photo-upload.ts";
import { logoMachine } from "./branch-logo-effects.ts";
import { useUploadFailureText } from "../../ui/forms/upload-texts.ts";
import { useBranchLogo } from "./use-branch-logo.ts";

/**
 * The logo of a saved branch: chosen from the device, sent at once and shown meanwhile; the server
 * keeps a re-encoded copy and serves it from our own address. `onChanged` hears of every change.
 */
export function BranchLogo({ branch, onChanged }: { branch: BranchResource; onChanged: () => void }) {
  const { t } = useLingui();
  const failureText = useUploadFailureText();
  const { logo, shown, failure, busy, choose, remove } = useBranchLogo(
    useActorRef(logoMachine, { input: { branchId: branch.id, logo: branch.attributes.logo } }),
    onChanged,
  );
  const name = branch.attributes.name;

  return (
    <div className="form-field">
      <label htmlFor="branch-logo">
        <Trans>Logo</Trans>
      </label>
      <div className="photo-field">
        <div className="photo-frame branch-logo-frame">
          {shown ? (
            <img src={shown} alt={t`Logo of ${name}`} />
          ) : (
            <span className="field-hint">
              <Trans>No logo</Trans>
            </span>
          )}
        </div>
        <div className="photo-actions">
          <label htmlFor="branch-logo" className={`button secondary photo-choose${busy ? " disabled" : ""}`}>
            {busy ? <Trans>Sending…</Trans> : <Trans>Choose logo</Trans>}
          </label>
          <input
            id="branch-logo"
            className="visually-hidden"
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            disabled={busy}
            aria-describedby={failure === undefined ? "branch-logo-hint" : "branch-logo-hint branch-logo-error"}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) choose(file);
            }}
          />
          <p id="branch-logo-hint" className="field-hint">
            <Trans>PNG, JPG or GIF, up to 2 MB. Shown on the printed QR and to visitors who check in.</Trans>
          </p>
          {logo && !busy && (
            <button type="button" className="link-button branch-logo-remove" onClick={remove}>
              <Trans>Remove logo</Trans>
            </button>
          )}
        </div>
      </div>
      {failure !== undefined && (
        <p id="branch-logo-error" className="field-error" role="alert">
          {failureText(failure, msg`The logo could not be saved. Please try again.`)}
        </p>
      )}
    </div>
  );
}
