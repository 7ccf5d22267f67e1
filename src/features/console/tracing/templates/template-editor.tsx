import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { templateKey } from "../../../../../machines/console/message-templates.machine.ts";
import { LOCALE_NAMES } from "#domain/locales.ts";
import type { MessageTemplate } from "#domain/tracing/tracing-contacts.ts";
import { useConsoleText } from "../../console-messages.ts";
import { smsLength } from "./sms-length.ts";
import { preview } from "./template-preview.ts";
import type { MessageTemplatesView } from "./use-message-templates.ts";

function SmsCounter({ template }: { template: MessageTemplate }) {
  const { characters, parts, unicode, outside } = smsLength(preview(template).body);
  const examples = outside.join(" ");
  return (
    <p className="template-counter" aria-live="polite">
      {unicode ? (
        <Trans>
          {characters} characters with the sample values: {parts} SMS. Characters outside the basic SMS alphabet (here {examples}) leave 70 characters an SMS,
          67 when split.
        </Trans>
      ) : (
        <Trans>
          {characters} characters with the sample values: {parts} SMS (160 characters each, 153 when split).
        </Trans>
      )}
    </p>
  );
}

/** One template: its subject (e-mail) and text, what is wrong with it, and how a contact would read it. */
export function TemplateEditor({ template, view }: { template: MessageTemplate; view: MessageTemplatesView }) {
  const { t } = useLingui();
  const consoleText = useConsoleText();
  const id = useId();
  const problem = view.problems[templateKey(template)];
  const language = LOCALE_NAMES[template.language];
  const email = template.channel === "email";
  const sample = preview(template);
  return (
    <fieldset className="template-editor">
      <legend>{email ? t`E-mail in ${language}` : t`SMS in ${language}`}</legend>
      {email && (
        <label className="template-field" htmlFor={`${id}-subject`}>
          <Trans>Subject</Trans>
          <input
            id={`${id}-subject`}
            lang={template.language}
            value={template.subject ?? ""}
            maxLength={150}
            disabled={view.saving}
            onChange={(event) => view.change({ ...template, subject: event.target.value })}
          />
        </label>
      )}
      <label className="template-field" htmlFor={`${id}-body`}>
        <Trans>Message</Trans>
        <textarea
          id={`${id}-body`}
          lang={template.language}
          value={template.body}
          rows={email ? 8 : 4}
          maxLength={1000}
          disabled={view.saving}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => view.change({ ...template, body: event.target.value })}
        />
      </label>
      {problem && (
        <p id={`${id}-problem`} className="console-field-error">
          {consoleText(problem)}
        </p>
      )}
      {!email && <SmsCounter template={template} />}
      <details className="template-preview">
        <summary>
          <Trans>Preview with sample values</Trans>
        </summary>
        {email && (
          <p className="template-preview-subject" lang={template.language}>
            {sample.subject}
          </p>
        )}
        <p className="template-preview-body" lang={template.language}>
          {sample.body}
        </p>
      </details>
    </fieldset>
  );
}
