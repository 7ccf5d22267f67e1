import { Trans } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef } from "react";
import { useConsoleText } from "../console-messages.ts";
import { FailureNotice } from "../failure-notice.tsx";
import { CaseStatusFields, NEW_CASE, newCaseFacts } from "./case-status-fields.tsx";
import type { PersonSearchView } from "./use-person-search.ts";

/** Opening a case: its statuses and the dates its infectious window is derived from. */
export function OpenCaseForm({ search }: { search: PersonSearchView }) {
  const text = useConsoleText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const person = search.person;
  if (!person) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.open({ person_key: person.person_key, ...newCaseFacts(new FormData(event.currentTarget)) });
  };
  return (
    <form className="tracing-card tracing-form" onSubmit={submit} noValidate aria-labelledby="tracing-open-heading">
      <h3 id="tracing-open-heading" ref={heading} tabIndex={-1}>
        <Trans>Open a case for {person.full_name}</Trans>
      </h3>
      <div className="tracing-fields">
        <CaseStatusFields defaults={NEW_CASE} />
      </div>
      <p className="tracing-muted">
        <Trans>
          The infectious window starts two days before the onset (or the test) and ends when isolation began (or today). You can change both ends on the case.
        </Trans>
      </p>
      {search.openingErrors.length > 0 && (
        <ul className="tracing-errors" role="alert">
          {search.openingErrors.map((message) => (
            <li key={message}>{text(message)}</li>
          ))}
        </ul>
      )}
      <FailureNotice failure={search.failure} />
      <div className="tracing-actions">
        <button type="submit" className="button primary" disabled={search.creating}>
          {search.creating ? <Trans>Opening...</Trans> : <Trans>Open the case</Trans>}
        </button>
        <button type="button" className="button secondary" disabled={search.creating} onClick={search.cancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
