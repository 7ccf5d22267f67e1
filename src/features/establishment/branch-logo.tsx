import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { fromPromise } from "xstate";
import { branchLogoMachine } from "../../../machines/branch-logo.machine.ts";
import { removeBranchLogo, uploadBranchLogo } from "../../api/establishments.ts";
import type { BranchResource } from "#domain/establishments.ts";
import { ACCEPT_ATTRIBUTE } from "../../ui/forms/use-photo-upload.ts";
import { useServerText } from "./portal-messages.ts";

const logoMachine = branchLogoMachine.provide({
  actors: {
    uploadLogo: fromPromise(({ input }: { input: { branchId: string; file: Blob } }) => uploadBranchLogo(input.branchId, input.file)),
    removeLogo: fromPromise(({ input }: { input: { branchId: string } }) => removeBranchLogo(input.branchId)),
  },
});

/**
 * The logo of a saved branch: chosen from the device, sent at once and shown meanwhile; the server
 * keeps a re-encoded copy and serves it from our own address. `onChanged` hears of every change.
 */
export function BranchLogo({ branch, onChanged }: { branch: BranchResource; onChanged: () => void }) {
  const { t } = useLingui();
  const text = useServerText();
  const actor = useActorRef(logoMachine, { input: { branchId: branch.id, logo: branch.attributes.logo } });
  const { logo, preview, failure, changed } = useSelector(actor, (state) => state.context);
  const busy = useSelector(actor, (state) => state.matches("uploading") || state.matches("removing"));
  const shown = preview ?? logo;
  const name = branch.attributes.name;
  const changedRef = useRef(onChanged);
  changedRef.current = onChanged;

  useEffect(() => {
    if (changed) changedRef.current();
  }, [changed, logo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

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
              if (file) actor.send({ type: "logo.chosen", file, preview: URL.createObjectURL(file) });
            }}
          />
          <p id="branch-logo-hint" className="field-hint">
            <Trans>PNG, JPG or GIF, up to 2 MB. Shown on the printed QR and to visitors who check in.</Trans>
          </p>
          {logo && !busy && (
            <button type="button" className="link-button branch-logo-remove" onClick={() => actor.send({ type: "logo.removed" })}>
              <Trans>Remove logo</Trans>
            </button>
          )}
        </div>
      </div>
      {failure !== undefined && (
        <p id="branch-logo-error" className="field-error" role="alert">
          {text(failure) || t`The logo could not be saved. Please try again.`}
        </p>
      )}
    </div>
  );
}
