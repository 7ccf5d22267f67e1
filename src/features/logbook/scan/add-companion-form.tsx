import { Trans } from "@lingui/react/macro";
import * as v from "valibot";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import { useCheckedForm } from "../../../ui/forms/use-checked-form.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { GenderOptions } from "../../../ui/forms/gender-options.tsx";
import { FORM_MESSAGES } from "../../../ui/forms/form-messages.ts";
import { NamesInOrder } from "../../../ui/forms/name-fields.tsx";
import { AGE_MAX_LENGTH } from "../../../ui/forms/person-values.ts";
import { companionSchema, emptyCompanion, toCompanionDetails } from "../companion-form-values.ts";
import { SamePersonAlert } from "./people-with-me.tsx";
import type { LogbookScanView } from "./use-logbook-scan.ts";
import "../logbook.css";

const companion = companionSchema(FORM_MESSAGES);
const SCHEMA = v.pipe(
  companion,
  v.transform((values: v.InferOutput<typeof companion>) => toCompanionDetails(values)),
);

/** 'Add a person' checking in with the traveller who is not in their profile's family: the fields the door needs of everyone. */
export function AddCompanionForm({ scan }: { scan: LogbookScanView }) {
  const { register, handleSubmit, formState, formRef } = useCheckedForm(SCHEMA, {
    defaultValues: emptyCompanion(scan.holderLastName.trim().toUpperCase()),
  });
  const errors = formState.errors;
  const text = (name: "name" | "last_name") => ({
    ...register(name),
    ...describedBy(`companion-${name}`, errors[name]?.message),
    maxLength: INPUT_MAX_LENGTH,
    className: "upper-case",
    autoComplete: "off",
  });
  return (
    <form
      ref={formRef}
      className="scan-outcome guest-form add-companion"
      noValidate
      onSubmit={handleSubmit(scan.addCompanion)}
      aria-labelledby="add-companion-title"
    >
      <h2 id="add-companion-title">
        <Trans>Add a person</Trans>
      </h2>
      <NamesInOrder
        first={
          <FormField id="companion-name" label={<Trans>First name</Trans>} required error={errors.name?.message}>
            <input {...text("name")} />
          </FormField>
        }
        middle={null}
        last={
          <FormField id="companion-last_name" label={<Trans>Last name</Trans>} required error={errors.last_name?.message}>
            <input {...text("last_name")} />
          </FormField>
        }
      />
      <div className="companion-row">
        <FormField id="companion-age" label={<Trans>Age</Trans>} required error={errors.age?.message}>
          <input
            {...register("age")}
            {...describedBy("companion-age", errors.age?.message)}
            inputMode="numeric"
            maxLength={AGE_MAX_LENGTH}
            autoComplete="off"
          />
        </FormField>
        <FormField id="companion-gender" label={<Trans>Gender</Trans>} required error={errors.gender?.message}>
          <select {...register("gender")} {...describedBy("companion-gender", errors.gender?.message)}>
            <GenderOptions />
          </select>
        </FormField>
      </div>
      {scan.samePerson && <SamePersonAlert />}
      <div className="scan-actions">
        <button type="submit" className="button primary">
          <Trans>Add</Trans>
        </button>
        <button type="button" className="button secondary" onClick={scan.cancelAddCompanion}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
