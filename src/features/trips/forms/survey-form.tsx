import { Trans, useLingui } from "@lingui/react/macro";
import {
  ISLANDS,
  LENGTHS_OF_STAY,
  ORIGIN_COUNTRIES,
  STAY_PLACES,
  TRAVEL_ARRANGEMENTS,
  TRAVEL_REASONS,
  TRIP_COUNTS,
  VISITOR_TYPES,
} from "#domain/declarations/enumerations.ts";
import { SurveyForm as SurveySchema, type SurveyForm as Survey, type SurveyFormInput } from "#domain/declarations/survey.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { CheckboxChoices, RadioChoices } from "./choice-fields.tsx";
import type { DeclarationFormProps } from "./declaration-form-props.ts";
import { GroupField } from "./group-field.tsx";
import { LabelledOptions } from "./labelled-options.tsx";
import { PagedForm, type PageView } from "./paged-form.tsx";
import { blankSurvey } from "./survey-defaults.ts";
import {
  ISLAND_LABELS,
  LENGTH_OF_STAY_LABELS,
  ORIGIN_COUNTRY_LABELS,
  STAY_PLACE_LABELS,
  TRAVEL_ARRANGEMENT_LABELS,
  TRAVEL_REASON_LABELS,
  TRIP_COUNT_LABELS,
  VISITOR_TYPE_LABELS,
} from "./survey-labels.ts";
import { useDeclarationForm } from "./use-declaration-form.ts";
import "./forms.css";

export { surveyDefaults } from "./survey-defaults.ts";

/** The tourism authority's (MVA) survey of the trip: the first part of the trip flow (docs/product-spec.md, parts 3 and 4), in three short pages. */
export function SurveyForm(props: DeclarationFormProps<SurveyFormInput, Survey>) {
  const { i18n } = useLingui();
  const { form, formRef, errorOf, focusErrors } = useDeclarationForm(SurveySchema, props, blankSurvey());
  const { control, register } = form;

  const visitor = (
    <div className="form-group">
      <RadioChoices
        control={control}
        name="visitor_type"
        legend={<Trans>I am a</Trans>}
        options={VISITOR_TYPES}
        labels={VISITOR_TYPE_LABELS}
        required
        error={errorOf("visitor_type")}
      />
      <FormField id="origin_country" label={<Trans>Where do you come from?</Trans>} required error={errorOf("origin_country")}>
        <select {...register("origin_country")} {...describedBy("origin_country", errorOf("origin_country"))}>
          <LabelledOptions options={ORIGIN_COUNTRIES} labels={ORIGIN_COUNTRY_LABELS} withBlank />
        </select>
      </FormField>
      <RadioChoices
        control={control}
        name="trip_count"
        legend={<Trans>How many times have you visited, including this trip?</Trans>}
        options={TRIP_COUNTS}
        labels={TRIP_COUNT_LABELS}
        required
        layout="inline"
        error={errorOf("trip_count")}
      />
    </div>
  );

  const reasons = (
    <div className="form-group">
      <CheckboxChoices
        control={control}
        name="reasons_for_travel"
        legend={<Trans>Reasons for travel</Trans>}
        hint={<Trans>Choose all that apply.</Trans>}
        options={TRAVEL_REASONS}
        labels={TRAVEL_REASON_LABELS}
        layout="columns"
        required
        error={errorOf("reasons_for_travel")}
      />
      <CheckboxChoices
        control={control}
        name="planned_activities"
        legend={<Trans>Planned activities</Trans>}
        hint={<Trans>Choose all that apply.</Trans>}
        options={TRAVEL_REASONS}
        labels={TRAVEL_REASON_LABELS}
        layout="columns"
        error={errorOf("planned_activities")}
      />
    </div>
  );

  const stay = (
    <div className="form-group">
      <RadioChoices
        control={control}
        name="travel_arrangement"
        legend={<Trans>How did you arrange this trip?</Trans>}
        options={TRAVEL_ARRANGEMENTS}
        labels={TRAVEL_ARRANGEMENT_LABELS}
        required
        error={errorOf("travel_arrangement")}
      />
      <RadioChoices
        control={control}
        name="stay_place"
        legend={<Trans>Where are you staying?</Trans>}
        options={STAY_PLACES}
        labels={STAY_PLACE_LABELS}
        required
        error={errorOf("stay_place")}
      />
      <GroupField
        id="length_of_stay"
        className="length-of-stay"
        legend={<Trans>Length of stay</Trans>}
        hint={<Trans>Choose N/A for an island you will not visit.</Trans>}
        required
        error={errorOf("length_of_stay")}
      >
        {ISLANDS.map((island) => {
          const error = errorOf(`length_of_stay.${island}`);
          return (
            <FormField key={island} id={`length_of_stay-${island}`} label={i18n._(ISLAND_LABELS[island])} required error={error}>
              <select {...register(`length_of_stay.${island}`)} {...describedBy(`length_of_stay-${island}`, error)}>
                <LabelledOptions options={LENGTHS_OF_STAY} labels={LENGTH_OF_STAY_LABELS} />
              </select>
            </FormField>
          );
        })}
      </GroupField>
    </div>
  );

  const pages: PageView[] = [
    { name: "visitor", fields: ["visitor_type", "origin_country", "trip_count"], title: <Trans>About you</Trans>, content: visitor },
    { name: "reasons", fields: ["reasons_for_travel", "planned_activities"], title: <Trans>Reasons and activities</Trans>, content: reasons },
    { name: "stay", fields: ["travel_arrangement", "stay_place", "length_of_stay"], title: <Trans>Your stay</Trans>, content: stay },
  ];

  return (
    <PagedForm
      form={form}
      formRef={formRef}
      className="survey-form"
      pages={pages}
      submitLabel={<Trans>Submit survey</Trans>}
      submitting={props.submitting}
      serverErrors={props.serverErrors}
      onSubmit={props.onSubmit}
      focusErrors={focusErrors}
    />
  );
}
