import { Trans } from "@lingui/react/macro";
import type { FormEventHandler, ReactNode } from "react";
import { type Control, type FieldPathByValue, type FieldValues, useController } from "react-hook-form";
import { ImageUploadField } from "../../../ui/forms/image-upload-field.tsx";

interface RecordFormProps {
  titleId: string;
  title: ReactNode;
  /** Said under the title, before the fields. */
  intro?: ReactNode;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}

/** An add form of the medical records: its title, its fields (locked while saving), Cancel and Save. */
export function RecordForm({ titleId, title, intro, saving, onSubmit, onCancel, children }: RecordFormProps) {
  return (
    <form className="record-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {intro}
      <fieldset className="record-form-fields" disabled={saving}>
        {children}
      </fieldset>
      <div className="form-actions">
        <button type="button" className="button secondary" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
      </div>
    </form>
  );
}

interface RecordImageFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, string>;
  label: string;
  error: string | undefined;
}

/** The record's required picture (a card, a document); an image not uploaded yet is "". */
export function RecordImageField<T extends FieldValues, TOut>({ control, name, label, error }: RecordImageFieldProps<T, TOut>) {
  const { field } = useController({ control, name });
  return <ImageUploadField label={label} value={field.value || null} onChange={(value) => field.onChange(value ?? "")} required error={error} />;
}
