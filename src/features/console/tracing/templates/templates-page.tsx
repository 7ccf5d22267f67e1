import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { Link } from "react-router-dom";
import { templateKey } from "../../../../../machines/console/message-templates.machine.ts";
import { FailureNotice, RetryNotice } from "../../failure-notice.tsx";
import { TemplateEditor } from "./template-editor.tsx";
import { sampleValues } from "./template-preview.ts";
import { FALLBACK_LOCALE, toLocale } from "#domain/locales.ts";
import { templatesMachine } from "./templates-effects.ts";
import { type MessageTemplatesActor, type MessageTemplatesView, useMessageTemplates } from "./use-message-templates.ts";
import "./templates.css";

/** The placeholders, with what they become for the sample contact in the official's language. */
function Placeholders() {
  const { i18n } = useLingui();
  const sample = sampleValues(toLocale(i18n.locale) ?? FALLBACK_LOCALE);
  const name = sample["{name}"];
  const date = sample["{date}"];
  const place = sample["{place}"];
  const until = sample["{until}"];
  const hotline = sample["{hotline}"];
  return (
    <dl className="template-placeholders">
      <dt>
        <code>{"{name}"}</code>
      </dt>
      <dd>
        <Trans>The contact's full name (sample: {name})</Trans>
      </dd>
      <dt>
        <code>{"{date}"}</code>
      </dt>
      <dd>
        <Trans>The day of the exposure in the commonwealth, as the contact's language writes it (sample: {date})</Trans>
      </dd>
      <dt>
        <code>{"{place}"}</code>
      </dt>
      <dd>
        <Trans>The establishment and branch where it happened (sample: {place})</Trans>
      </dd>
      <dt>
        <code>{"{until}"}</code>
      </dt>
      <dd>
        <Trans>The last day to stay home: the exposure day plus the list's incubation period (sample: {until})</Trans>
      </dd>
      <dt>
        <code>{"{hotline}"}</code>
      </dt>
      <dd>
        <Trans>The health hotline's number, as the server is set up (sample: {hotline})</Trans>
      </dd>
      <dt>
        <code>{"{diary}"}</code>
      </dt>
      <dd>
        <Trans>The contact's own link to the daily health check, valid until the last day to stay home (about 80 characters)</Trans>
      </dd>
    </dl>
  );
}

function SaveBar({ view }: { view: MessageTemplatesView }) {
  const { changed } = view;
  const invalid = Object.keys(view.problems).length;
  return (
    <div className="template-save">
      <FailureNotice failure={view.saveFailure} />
      {view.savedNow && (
        <p className="console-notice" role="status">
          <Trans>The templates are saved. New notifications use them.</Trans>
        </p>
      )}
      <p className="template-save-state" aria-live="polite">
        {invalid > 0 ? (
          <Trans>Correct the templates marked before saving.</Trans>
        ) : changed > 0 ? (
          <Trans>Templates changed, not yet saved: {changed}</Trans>
        ) : (
          <Trans>No unsaved changes.</Trans>
        )}
      </p>
      <button type="button" className="button primary" disabled={!view.canSave} aria-busy={view.saving} onClick={view.save}>
        {view.saving ? <Trans>Saving...</Trans> : <Trans>Save templates</Trans>}
      </button>
    </div>
  );
}

function Editors({ view }: { view: MessageTemplatesView }) {
  const { t } = useLingui();
  const groups = [
    { channel: "sms", heading: t`SMS` },
    { channel: "email", heading: t`E-mail` },
  ] as const;
  return (
    <>
      {groups.map(({ channel, heading }) => (
        <section key={channel} className="template-group" aria-label={heading}>
          <h2>{heading}</h2>
          <div className="template-grid">
            {view.drafts
              .filter((template) => template.channel === channel)
              .map((template) => (
                <TemplateEditor key={templateKey(template)} template={template} view={view} />
              ))}
          </div>
        </section>
      ))}
      <SaveBar view={view} />
    </>
  );
}

function Templates({ actor }: { actor: MessageTemplatesActor }) {
  const view = useMessageTemplates(actor);
  return (
    <div className="template-page">
      <p className="template-back">
        <Link to="/console/tracing">
          <Trans>Contact tracing</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Message templates</Trans>
      </h1>
      <p className="template-muted">
        <Trans>
          Contacts are notified by SMS when they gave a mobile number, otherwise by e-mail, in their own language. These placeholders are written in for each
          contact:
        </Trans>
      </p>
      <Placeholders />
      {view.loading && (
        <p className="template-muted" aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      )}
      {view.failed && <RetryNotice failure={view.failure} onRetry={view.reload} />}
      {!view.loading && !view.failed && <Editors view={view} />}
    </div>
  );
}

/** /console/tracing/templates: the eight exposure messages (SMS and e-mail in four languages), edited and previewed. */
export function TemplatesPage() {
  const actor = useActorRef(templatesMachine);
  return <Templates actor={actor} />;
}
