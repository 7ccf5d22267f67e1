import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useController, useForm } from "react-hook-form";
import type { TestResultInput } from "../../../../machines/medical-records.machine.ts";
import { TEST_RESULTS, TEST_TYPES } from "../../../domain/declarations/enumerations.ts";
import { describedBy, FormField } from "../../profile/form-field.tsx";
import { ImageUploadField } from "../../uploads/image-upload-field.tsx";
import { useHealthText } from "../health/health-texts.ts";
import { TEST_RESULT_LABELS, TEST_TYPE_LABELS } from "./medical-labels.ts";
import { blankTestResult, nowLocal, type TestResultFormValues, testResultFormSchema } from "./record-form-values.ts";
import { useServerErrors } from "./use-server-errors.ts";

interface TestResultFormProps {
  saving: boolean;
  serverErrors: Record<string, string[]>;
  onSave: (result: TestResultInput) => void;
  onCancel: () => void;
}

/** An RT-PCR or antigen result: the test, its result, when the sample was taken, and a picture of the document. */
export function TestResultForm({ saving, serverErrors, onSave, onCancel }: TestResultFormProps) {
  const { t, i18n } = useLingui();
  const text = useHealthText();
  const { register, handleSubmit, control, setError, formState } = useForm<TestResultFormValues, unknown, TestResultInput>({
    defaultValues: blankTestResult,
    resolver: valibotResolver(testResultFormSchema),
  });
  useServerErrors(serverErrors, setError);
  const documentImage = useController({ control, name: "document" });
  const errorOf = (name: keyof TestResultFormValues) => text(formState.errors[name]?.message);

  return (
    <form className="record-form" noValidate onSubmit={handleSubmit(onSave)} aria-labelledby="result-form-title">
      <h3 id="result-form-title">
        <Trans>Add a test result</Trans>
      </h3>
      <fieldset className="record-form-fields" disabled={saving}>
        <FormField id="result-test_type" label={<Trans>Test</Trans>} required error={errorOf("test_type")}>
          <select {...register("test_type")} {...describedBy("result-test_type", errorOf("test_type"))}>
            <option value="">{t`Select…`}</option>
            {TEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(TEST_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="result-result" label={<Trans>Result</Trans>} required error={errorOf("result")}>
          <select {...register("result")} {...describedBy("result-result", errorOf("result"))}>
            <option value="">{t`Select…`}</option>
            {TEST_RESULTS.map((result) => (
              <option key={result} value={result}>
                {i18n._(TEST_RESULT_LABELS[result])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="result-taken_at" label={<Trans>Date and time the sample was taken</Trans>} required error={errorOf("taken_at")}>
          <input type="datetime-local" max={nowLocal()} {...register("taken_at")} {...describedBy("result-taken_at", errorOf("taken_at"))} />
        </FormField>
        <ImageUploadField
          label={t`Test result document`}
          value={documentImage.field.value || null}
          onChange={(value) => documentImage.field.onChange(value ?? "")}
          required
          error={errorOf("document")}
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
