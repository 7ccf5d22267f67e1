import { Trans, useLingui } from "@lingui/react/macro";
import { useWatch } from "react-hook-form";
import type { DoseInput } from "../../../../machines/medical-records.machine.ts";
import { DOSE_TYPES } from "#domain/declarations/enumerations.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { today } from "../../../ui/forms/person-values.ts";
import { LabelledOptions } from "../forms/labelled-options.tsx";
import { DOSE_TYPE_LABELS } from "./medical-labels.ts";
import { RecordForm, RecordImageField } from "./record-form.tsx";
import { blankDose, type DoseFormValues, doseFormSchema } from "./record-form-values.ts";
import { useRecordForm } from "./use-record-form.ts";

interface DoseFormProps {
  saving: boolean;
  serverErrors: Record<string, string[]>;
  onSave: (dose: DoseInput) => void;
  onCancel: () => void;
}

/** docs/product-spec.md, part 3 "Vaccination dose record": what the vaccine card says, and a picture of the card. */
export function DoseForm({ saving, serverErrors, onSave, onCancel }: DoseFormProps) {
  const { t } = useLingui();
  const { form, errorOf } = useRecordForm(doseFormSchema, blankDose, serverErrors);
  const { register, handleSubmit, control, formState } = form;
  // An empty date is missing, not badly written.
  const dateGiven = useWatch({ control, name: "date_administered" }) !== "";
  const dateError = formState.errors.date_administered && !dateGiven ? t`Required` : errorOf("date_administered");
  const input = (name: keyof DoseFormValues, maxLength: number) => ({ ...register(name), ...describedBy(`dose-${name}`, errorOf(name)), maxLength });

  return (
    <RecordForm
      titleId="dose-form-title"
      title={<Trans>Add a vaccination dose</Trans>}
      intro={
        <p className="field-hint">
          <Trans>Fill in the form in English, as on your vaccine card.</Trans>
        </p>
      }
      saving={saving}
      onSubmit={handleSubmit(onSave)}
      onCancel={onCancel}
    >
      <FormField id="dose-dose_type" label={<Trans>Dose</Trans>} required error={errorOf("dose_type")}>
        <select {...register("dose_type")} {...describedBy("dose-dose_type", errorOf("dose_type"))}>
          <LabelledOptions options={DOSE_TYPES} labels={DOSE_TYPE_LABELS} withBlank />
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
      <RecordImageField control={control} name="card_image" label={t`Vaccine card`} error={errorOf("card_image")} />
    </RecordForm>
  );
}
