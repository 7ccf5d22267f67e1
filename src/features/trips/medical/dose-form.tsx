import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useController, useForm, useWatch } from "react-hook-form";
import type { DoseInput } from "../../../../machines/medical-records.machine.ts";
import { DOSE_TYPES } from "../../../domain/declarations/enumerations.ts";
import { describedBy, FormField } from "../../profile/form-field.tsx";
import { today } from "../../profile/profile-form-values.ts";
import { ImageUploadField } from "../../uploads/image-upload-field.tsx";
import { useHealthText } from "../health/health-texts.ts";
import { DOSE_TYPE_LABELS } from "./medical-labels.ts";
import { blankDose, type DoseFormValues, doseFormSchema } from "./record-form-values.ts";
import { useServerErrors } from "./use-server-errors.ts";

interface DoseFormProps {
  saving: boolean;
  serverErrors: Record<string, string[]>;
  onSave: (dose: DoseInput) => void;
  onCancel: () => void;
}

/** Spec part 3 "Vaccination dose record": what the vaccine card says, and a picture of the card. */
export function DoseForm({ saving, serverErrors, onSave, onCancel }: DoseFormProps) {
  const { t, i18n } = useLingui();
  const text = useHealthText();
  const { register, handleSubmit, control, setError, formState } = useForm<DoseFormValues, unknown, DoseInput>({
    defaultValues: blankDose,
    resolver: valibotResolver(doseFormSchema),
  });
  useServerErrors(serverErrors, setError);
  const card = useController({ control, name: "card_image" });
  const errorOf = (name: keyof DoseFormValues) => text(formState.errors[name]?.message);
  // An empty date is missing, not badly written.
  const dateGiven = useWatch({ control, name: "date_administered" }) !== "";
  const dateError = formState.errors.date_administered && !dateGiven ? t`Required` : errorOf("date_administered");
  const input = (name: keyof DoseFormValues, maxLength: number) => ({ ...register(name), ...describedBy(`dose-${name}`, errorOf(name)), maxLength });

  return (
    <form className="record-form" noValidate onSubmit={handleSubmit(onSave)} aria-labelledby="dose-form-title">
      <h3 id="dose-form-title">
        <Trans>Add a vaccination dose</Trans>
      </h3>
      <p className="field-hint">
        <Trans>Fill in the form in English, as on your vaccine card.</Trans>
      </p>
      <fieldset className="record-form-fields" disabled={saving}>
        <FormField id="dose-dose_type" label={<Trans>Dose</Trans>} required error={errorOf("dose_type")}>
          <select {...register("dose_type")} {...describedBy("dose-dose_type", errorOf("dose_type"))}>
            <option value="">{t`Select…`}</option>
            {DOSE_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(DOSE_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="dose-product_name" label={<Trans>Vaccine product name</Trans>} required error={errorOf("product_name")}>
          <input {...input("product_name", 80)} autoComplete="off" />
        </FormField>
        <FormField id="dose-lot_number" label={<Trans>Lot number</Trans>} required error={errorOf("lot_number")}>
          <input {...input("lot_number", 40)} autoComplete="off" />
        </FormField>
        <FormField id="dose-date_administered" label={<Trans>Date administered</Trans>} required error={dateError}>
          <input type="date" max={today()} {...register("date_administered")} {...describedBy("dose-date_administered", dateError)} />
        </FormField>
        <FormField id="dose-site" label={<Trans>Healthcare provider or site</Trans>} required error={errorOf("site")}>
          <input {...input("site", 120)} autoComplete="off" />
        </FormField>
        <FormField id="dose-patient_number" label={<Trans>Patient number</Trans>} error={errorOf("patient_number")}>
          <input {...input("patient_number", 40)} autoComplete="off" />
        </FormField>
        <ImageUploadField
          label={t`Vaccine card`}
          value={card.field.value || null}
          onChange={(value) => card.field.onChange(value ?? "")}
          required
          error={errorOf("card_image")}
        />
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
