import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { Branch } from "../../domain/establishments.ts";
import { FormField } from "../auth/form-field.tsx";
import { BranchForm as BranchFormSchema, type BranchFormValues, toBranchFormValues } from "./branch-form-values.ts";
import { useServerText } from "./portal-messages.ts";
import { usePortalScreen, useBranchForm } from "./use-portal.ts";

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
      <FormField
        id="branch-logo"
        label={t`Logo address`}
        hint={t`An https:// address of an image, or leave empty.`}
        type="url"
        inputMode="url"
        maxLength={2048}
        registration={register("logo")}
        error={text(errors.logo?.message)}
      />
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
        <button type="button" className="button secondary" onClick={cancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
