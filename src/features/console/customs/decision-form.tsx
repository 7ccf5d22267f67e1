import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { CUSTOMS_DECISIONS, CustomsDecisionBody } from "../../../domain/customs-check.ts";
import { STATUS_LABELS } from "./customs-labels.ts";
import type { CustomsCheckView } from "./use-customs-check.ts";

type DecisionFields = v.InferInput<typeof CustomsDecisionBody>;

/** The officer's decision: three big choices and optional remarks, checked with the server's own schema. */
export function DecisionForm({ check, failureText }: { check: CustomsCheckView; failureText: string | undefined }) {
  const { i18n, t } = useLingui();
  const { register, handleSubmit, formState } = useForm<DecisionFields, unknown, v.InferOutput<typeof CustomsDecisionBody>>({
    resolver: valibotResolver(CustomsDecisionBody),
    defaultValues: { remarks: "" },
  });
  const sending = check.cardStep === "deciding";
  const submit = handleSubmit((values) => check.decide(values.decision, values.remarks));
  return (
    <form className="customs-decision" onSubmit={submit} noValidate>
      <fieldset disabled={sending} aria-describedby={formState.errors.decision ? "customs-decision-error" : undefined}>
        <legend>
          <Trans>Decision</Trans>
        </legend>
        <div className="customs-choices">
          {CUSTOMS_DECISIONS.map((decision) => (
            <label key={decision} className={`customs-choice customs-choice-${decision.toLowerCase().replace("_", "-")}`}>
              <input type="radio" value={decision} {...register("decision")} />
              <span>{i18n._(STATUS_LABELS[decision])}</span>
            </label>
          ))}
        </div>
        {formState.errors.decision && (
          <p className="customs-field-error" id="customs-decision-error" role="alert">
            <Trans>Choose a decision.</Trans>
          </p>
        )}
        <label className="customs-remarks-label" htmlFor="customs-remarks">
          <Trans>Remarks (optional)</Trans>
        </label>
        <textarea id="customs-remarks" rows={3} maxLength={500} {...register("remarks")} aria-invalid={formState.errors.remarks ? true : undefined} />
        {formState.errors.remarks && (
          <p className="customs-field-error" role="alert">
            <Trans>Remarks are at most 500 characters.</Trans>
          </p>
        )}
      </fieldset>
      {failureText && (
        <p className="customs-field-error" role="alert">
          {failureText}
        </p>
      )}
      <div className="customs-actions">
        <button type="submit" className="customs-button primary" disabled={!check.canDecide}>
          {sending ? t`Recording...` : t`Record decision`}
        </button>
        <button type="button" className="customs-button secondary" disabled={sending} onClick={check.next}>
          <Trans>Back to scanning</Trans>
        </button>
      </div>
    </form>
  );
}
