import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useFailureText } from "../console-messages.ts";
import { PurposeForm } from "./purpose-form.tsx";
import { referenceDataMachine } from "./reference-data-effects.ts";
import { ReferenceItem } from "./reference-item.tsx";
import { SymptomForm } from "./symptom-form.tsx";
import { type ReferenceDataActor, type ReferenceDataView, useReferenceDataAdmin } from "./use-reference-data-admin.ts";
import "./reference-data.css";

function Symptoms({ page }: { page: ReferenceDataView }) {
  const { t } = useLingui();
  const symptoms = page.lists.symptoms;
  const editing = page.editing?.list === "symptoms" ? page.editing : undefined;
  return (
    <section className="reference-section" aria-labelledby="symptoms-heading">
      <div className="reference-heading">
        <h2 id="symptoms-heading">
          <Trans>Symptoms</Trans>
        </h2>
        <button
          type="button"
          className="button primary"
          disabled={!page.canWrite || editing?.id === null}
          onClick={() => page.open({ list: "symptoms", id: null })}
        >
          <Trans>Add symptom</Trans>
        </button>
      </div>
      <p className="reference-hint">
        <Trans>The checklist shows them in this order. A retired symptom is no longer offered, but answers that chose it still show its title.</Trans>
      </p>
      {editing?.id === null && (
        <div className="console-card">
          <SymptomForm symptom={undefined} page={page} />
        </div>
      )}
      <ol className="reference-list">
        {symptoms.map((symptom, index) => (
          <ReferenceItem
            key={symptom.id}
            id={symptom.id}
            titles={symptom.titles}
            details={
              <p className="reference-code">
                {symptom.code} · {symptom.category === "COMMON" ? t`Most common` : t`Other symptoms`}
              </p>
            }
            retired={symptom.retired_at !== null}
            first={index === 0}
            last={index === symptoms.length - 1}
            enabled={page.canWrite}
            form={editing?.id === symptom.id ? <SymptomForm symptom={symptom} page={page} /> : undefined}
            onMove={(offset) => page.move("symptoms", symptom.id, offset)}
            onEdit={() => page.open({ list: "symptoms", id: symptom.id })}
            onRetire={() => page.toggleSymptomRetired(symptom)}
          />
        ))}
      </ol>
    </section>
  );
}

function Purposes({ page }: { page: ReferenceDataView }) {
  const purposes = page.lists.purposes;
  const editing = page.editing?.list === "purposes" ? page.editing : undefined;
  return (
    <section className="reference-section" aria-labelledby="purposes-heading">
      <div className="reference-heading">
        <h2 id="purposes-heading">
          <Trans>Visit purposes</Trans>
        </h2>
        <button
          type="button"
          className="button primary"
          disabled={!page.canWrite || editing?.id === null}
          onClick={() => page.open({ list: "purposes", id: null })}
        >
          <Trans>Add purpose</Trans>
        </button>
      </div>
      {editing?.id === null && (
        <div className="console-card">
          <PurposeForm purpose={undefined} page={page} />
        </div>
      )}
      <ol className="reference-list">
        {purposes.map((purpose, index) => (
          <ReferenceItem
            key={purpose.id}
            id={purpose.id}
            titles={purpose.titles}
            retired={purpose.retired_at !== null}
            first={index === 0}
            last={index === purposes.length - 1}
            enabled={page.canWrite}
            form={editing?.id === purpose.id ? <PurposeForm purpose={purpose} page={page} /> : undefined}
            onMove={(offset) => page.move("purposes", purpose.id, offset)}
            onEdit={() => page.open({ list: "purposes", id: purpose.id })}
            onRetire={() => page.togglePurposeRetired(purpose)}
          />
        ))}
      </ol>
    </section>
  );
}

function ReferenceData({ actor }: { actor: ReferenceDataActor }) {
  const page = useReferenceDataAdmin(actor);
  const failureText = useFailureText();
  // A refused form shows its messages at its fields; anything else shows here.
  const formRefused = page.failure !== undefined && Object.keys(page.failure.fieldErrors ?? {}).length > 0 && page.editing !== undefined;
  return (
    <div className="reference-page">
      <h1 className="reference-page-title">
        <Trans>Symptoms and visit purposes</Trans>
      </h1>
      <p className="reference-hint">
        <Trans>Travellers see each title in their own language. Changes take effect at once.</Trans>
      </p>
      <div aria-live="polite">
        {page.saved && !page.writing && (
          <p className="console-notice" role="status">
            <Trans>Saved.</Trans>
          </p>
        )}
      </div>
      {page.failure && !formRefused && (
        <div className="console-failure" role="alert">
          <p>{failureText(page.failure)}</p>
          {page.failed && (
            <button type="button" className="button primary" onClick={page.reload}>
              <Trans>Try again</Trans>
            </button>
          )}
        </div>
      )}
      {formRefused && page.failure && (
        <p className="console-failure" role="alert">
          {failureText(page.failure)}
        </p>
      )}
      {page.loading ? (
        <p className="reference-hint" aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        !page.failed && (
          <>
            <Symptoms page={page} />
            <Purposes page={page} />
          </>
        )
      )}
    </div>
  );
}

/** The admin's symptoms and visit purposes: add, edit, order and retire them, in four languages. */
export function ReferenceDataPage() {
  const actor = useActorRef(referenceDataMachine);
  return <ReferenceData actor={actor} />;
}
