import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import type { Branch } from "#domain/establishments.ts";
import { FormField } from "../auth/form-field.tsx";
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
      <FormField id="branch-name" label={t`Name`} required registration={register("name")} error={text(errors.name?.message)} />
      <FormField id="branch-branch" label={t`Branch`} registration={register("branch")} error={text(errors.branch?.message)} />
      <FormField
        id="branch-label"
        label={t`Label`}
        hint={t`Where the code hangs, e.g. Main entrance.`}
        registration={register("label")}
        error={text(errors.label?.message)}
      />
      <FormField id="branch-address" label={t`Address`} maxLength={300} registration={register("address")} error={text(errors.address?.message)} />
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
        inputMode="numeric"
        required
        registration={register("visit_minutes")}
        error={text(errors.visit_minutes?.message)}
      />
      <div className="portal-coordinates">
        <FormField id="branch-latitude" label={t`Latitude`} inputMode="decimal" registration={register("latitude")} error={text(errors.latitude?.message)} />
        <FormField
          id="branch-longitude"
          label={t`Longitude`}
          inputMode="decimal"
          registration={register("longitude")}
          error={text(errors.longitude?.message)}
        />
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
