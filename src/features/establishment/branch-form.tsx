import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import type { Branch } from "#domain/establishments.ts";
import { describedBy, FormField } from "../../ui/forms/form-field.tsx";
import { BranchLogo } from "./branch-logo.tsx";
import { BranchForm as BranchFormSchema, type BranchFormValues, toBranchFormValues } from "./branch-form-values.ts";
import { useServerText } from "./portal-messages.ts";
import { usePortalBranches, usePortalScreen, useBranchForm } from "./use-portal.ts";

/** Adds a branch, or changes the one being edited; its QR uuid never changes. */
export function BranchForm() {
  const { t } = useLingui();
  const text = useServerText();
  const { error } = usePortalScreen();
  const { editing, saving, canSave, save, cancel } = useBranchForm();
  const values = useMemo(() => toBranchFormValues(editing?.attributes), [editing]);
  const { register, handleSubmit, formState } = useForm<BranchFormValues, unknown, Branch>({
    defaultValues: values,
    resolver: valibotResolver(BranchFormSchema),
  });
  const errors = formState.errors;
  /** A field's error in the reader's language, and its input's registration tied to it. */
  const field = (id: string, name: keyof BranchFormValues, { hinted = false, required = false } = {}) => {
    const error = text(errors[name]?.message);
    const input = { ...describedBy(id, error, hinted), maxLength: INPUT_MAX_LENGTH, "aria-required": required || undefined, ...register(name) };
    return { error, input };
  };
  const name = field("branch-name", "name", { required: true });
  const branch = field("branch-branch", "branch");
  const label = field("branch-label", "label", { hinted: true });
  const address = field("branch-address", "address");
  const visitMinutes = field("branch-visit-minutes", "visit_minutes", { hinted: true, required: true });
  const latitude = field("branch-latitude", "latitude");
  const longitude = field("branch-longitude", "longitude");
  const { reload } = usePortalBranches();
  // A logo is saved at once; leaving without saving the rest loads the list again so the branch shows it.
  const logoChanged = useRef(false);
  const leave = () => {
    cancel();
    if (logoChanged.current) reload();
  };

  return (
    <form className="portal-card portal-form" noValidate onSubmit={handleSubmit(save)}>
      <h2>{editing ? <Trans>Edit branch</Trans> : <Trans>Add a branch</Trans>}</h2>
      <FormField id="branch-name" label={t`Name`} required asteriskOnly error={name.error}>
        <input {...name.input} />
      </FormField>
      <FormField id="branch-branch" label={t`Branch`} asteriskOnly error={branch.error}>
        <input {...branch.input} />
      </FormField>
      <FormField id="branch-label" label={t`Label`} hint={t`Where the code hangs, e.g. Main entrance.`} asteriskOnly error={label.error}>
        <input {...label.input} />
      </FormField>
      <FormField id="branch-address" label={t`Address`} asteriskOnly error={address.error}>
        <input {...address.input} maxLength={300} />
      </FormField>
      {editing ? (
        <BranchLogo branch={editing} onChanged={() => (logoChanged.current = true)} />
      ) : (
        <p className="field-hint">
          <Trans>Save the branch first; then you can add its logo with Edit.</Trans>
        </p>
      )}
      <FormField
        id="branch-visit-minutes"
        label={t`Visit duration (minutes)`}
        hint={t`Visitors are checked out by themselves after this time.`}
        required
        asteriskOnly
        error={visitMinutes.error}
      >
        <input {...visitMinutes.input} inputMode="numeric" />
      </FormField>
      <div className="portal-coordinates">
        <FormField id="branch-latitude" label={t`Latitude`} asteriskOnly error={latitude.error}>
          <input {...latitude.input} inputMode="decimal" />
        </FormField>
        <FormField id="branch-longitude" label={t`Longitude`} asteriskOnly error={longitude.error}>
          <input {...longitude.input} inputMode="decimal" />
        </FormField>
      </div>
      {error && <p className="sign-in-failure">{text(error)}</p>}
      <div className="portal-actions">
        <button type="submit" className="button primary" disabled={!canSave}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
        <button type="button" className="button secondary" onClick={leave} disabled={saving}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
