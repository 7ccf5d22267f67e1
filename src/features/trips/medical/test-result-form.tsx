import { Trans, useLingui } from "@lingui/react/macro";
import type { TestResultInput } from "../../../../machines/medical-records.machine.ts";
import { TEST_RESULTS, TEST_TYPES } from "#domain/declarations/enumerations.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { LabelledOptions } from "../forms/labelled-options.tsx";
import { TEST_RESULT_LABELS, TEST_TYPE_LABELS } from "./medical-labels.ts";
import { RecordForm, RecordImageField } from "./record-form.tsx";
import { blankTestResult, nowLocal, testResultFormSchema } from "./record-form-values.ts";
import { useRecordForm } from "./use-record-form.ts";

interface TestResultFormProps {
  saving: boolean;
  serverErrors: Record<string, string[]>;
  onSave: (result: TestResultInput) => void;
  onCancel: () => void;
}

/** An RT-PCR or antigen result: the test, its result, when the sample was taken, and a picture of the document. */
export function TestResultForm({ saving, serverErrors, onSave, onCancel }: TestResultFormProps) {
  const { t } = useLingui();
  const { form, errorOf } = useRecordForm(testResultFormSchema, blankTestResult, serverErrors);
  const { register, handleSubmit, control } = form;

  return (
    <RecordForm titleId="result-form-title" title={<Trans>Add a test result</Trans>} saving={saving} onSubmit={handleSubmit(onSave)} onCancel={onCancel}>
      <FormField id="result-test_type" label={<Trans>Test</Trans>} required error={errorOf("test_type")}>
        <select {...register("test_type")} {...describedBy("result-test_type", errorOf("test_type"))}>
          <LabelledOptions options={TEST_TYPES} labels={TEST_TYPE_LABELS} withBlank />
        </select>
      </FormField>
      <FormField id="result-result" label={<Trans>Result</Trans>} required error={errorOf("result")}>
        <select {...register("result")} {...describedBy("result-result", errorOf("result"))}>
          <LabelledOptions options={TEST_RESULTS} labels={TEST_RESULT_LABELS} withBlank />
        </select>
      </FormField>
      <FormField id="result-taken_at" label={<Trans>Date and time the sample was taken</Trans>} required error={errorOf("taken_at")}>
        <input type="datetime-local" max={nowLocal()} {...register("taken_at")} {...describedBy("result-taken_at", errorOf("taken_at"))} />
      </FormField>
      <RecordImageField control={control} name="document" label={t`Test result document`} error={errorOf("document")} />
    </RecordForm>
  );
}
