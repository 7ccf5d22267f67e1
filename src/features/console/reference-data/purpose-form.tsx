import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { AdminPurpose } from "#domain/reference-data-admin.ts";
import type { Titles } from "#domain/reference-data.ts";
import { TitlesFields } from "./titles-fields.tsx";
import type { ReferenceDataView } from "./use-reference-data-admin.ts";

const EMPTY_TITLES: Titles = { en: "", ja: "", ko: "", zh: "" };

/** Adds a visit purpose in four languages, or edits one's translations (visits keep its English title). */
export function PurposeForm({ purpose, page }: { purpose: AdminPurpose | undefined; page: ReferenceDataView }) {
  const { t } = useLingui();
  const [titles, setTitles] = useState<Titles>(purpose?.titles ?? EMPTY_TITLES);
  const idPrefix = `purpose-${purpose?.id ?? "new"}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (purpose) page.editPurpose(purpose, titles);
    else page.addPurpose(titles);
  };
  return (
    <form className="console-form reference-form" onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-heading`}>
      <h3 id={`${idPrefix}-heading`}>{purpose ? t`Edit ${purpose.titles.en}` : t`New purpose`}</h3>
      {purpose && (
        <p className="reference-hint">
          <Trans>Visits keep the English title, so it cannot change. To rename a purpose, retire it and add a new one.</Trans>
        </p>
      )}
      <TitlesFields idPrefix={idPrefix} titles={titles} errors={page.failure?.fieldErrors ?? {}} englishFixed={purpose !== undefined} onChange={setTitles} />
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
