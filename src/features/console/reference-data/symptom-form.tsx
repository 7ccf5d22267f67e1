import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { AdminSymptom } from "#domain/reference-data-admin.ts";
import { SYMPTOM_CATEGORIES, type SymptomCategory } from "#domain/symptom-codes.ts";
import type { Titles } from "#domain/reference-data.ts";
import { useConsoleText } from "../console-messages.ts";
import { TitlesFields } from "./titles-fields.tsx";
import type { ReferenceDataView } from "./use-reference-data-admin.ts";

const EMPTY_TITLES: Titles = { en: "", ja: "", ko: "", zh: "" };

/** Adds a symptom (code, category, four titles) or edits one (the code stays: answers keep it). */
export function SymptomForm({ symptom, page }: { symptom: AdminSymptom | undefined; page: ReferenceDataView }) {
  const { t } = useLingui();
  const text = useConsoleText();
  const [code, setCode] = useState(symptom?.code ?? "");
  const [category, setCategory] = useState<SymptomCategory>(symptom?.category ?? "OTHER");
  const [titles, setTitles] = useState<Titles>(symptom?.titles ?? EMPTY_TITLES);
  const errors = page.failure?.fieldErrors ?? {};
  const idPrefix = `symptom-${symptom?.id ?? "new"}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (symptom) page.editSymptom(symptom, { category, titles });
    else page.addSymptom({ code, category, titles });
  };
  const codeError = errors.code?.[0];
  return (
    <form className="console-form reference-form" onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-heading`}>
      <h3 id={`${idPrefix}-heading`}>{symptom ? t`Edit ${symptom.code}` : t`New symptom`}</h3>
      <div className="console-field">
        <label htmlFor={`${idPrefix}-code`}>
          <Trans>Code</Trans>
        </label>
        <input
          id={`${idPrefix}-code`}
          value={code}
          readOnly={symptom !== undefined}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={`${idPrefix}-code-hint${codeError ? ` ${idPrefix}-code-error` : ""}`}
        />
        <p className="reference-hint" id={`${idPrefix}-code-hint`}>
          {symptom ? <Trans>Answers keep the code, so it cannot change.</Trans> : <Trans>Capital letters, digits and underscores, e.g. SKIN_RASH.</Trans>}
        </p>
        {codeError && (
          <p className="console-field-error" id={`${idPrefix}-code-error`}>
            {text(codeError)}
          </p>
        )}
      </div>
      <fieldset className="reference-categories">
        <legend>
          <Trans>Category</Trans>
        </legend>
        {SYMPTOM_CATEGORIES.map((choice) => (
          <label key={choice} className="console-check">
            <input type="radio" name={`${idPrefix}-category`} value={choice} checked={category === choice} onChange={() => setCategory(choice)} />
            <span>{choice === "COMMON" ? <Trans>Most common</Trans> : <Trans>Other symptoms</Trans>}</span>
          </label>
        ))}
      </fieldset>
      <TitlesFields idPrefix={idPrefix} titles={titles} errors={errors} onChange={setTitles} />
      <div className="console-actions">
        <button type="submit" className="button primary" disabled={!page.canWrite}>
          {page.writing ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
        <button type="button" className="button secondary" onClick={page.close} disabled={!page.canWrite}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
