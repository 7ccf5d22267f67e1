import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { CaseLink, TracingCase } from "#domain/tracing/tracing-cases.ts";
import { formatInstant } from "./tracing-format.ts";

/** Where the person stood on the earlier case's list: generation, exposure, and whether they were told. */
function ContactFacts({ link }: { link: CaseLink }) {
  const { i18n } = useLingui();
  if (link.generation === null) {
    return (
      <p>
        <Trans>No longer on that case's list.</Trans>
      </p>
    );
  }
  const generation = link.generation;
  const exposed = formatInstant(i18n.locale, link.exposure_start);
  const place = link.place ?? "";
  const notified = formatInstant(i18n.locale, link.notified_at);
  return (
    <p>
      <Trans>
        Generation {generation}, exposed {exposed} at {place}.
      </Trans>{" "}
      {link.notified_at ? <Trans>Notified {notified}.</Trans> : <Trans>Not notified.</Trans>}
    </p>
  );
}

/** One direction of the links: each other case by its person, how it was linked, and the contact's facts. */
function LinkList({ links, heading }: { links: CaseLink[]; heading: ReactNode }) {
  if (links.length === 0) return null;
  return (
    <>
      <h3>{heading}</h3>
      <ul className="tracing-linked">
        {links.map((link) => {
          const name = link.full_name;
          return (
            <li key={link.case_id}>
              <div className="tracing-match-head">
                <Link to={`/console/tracing/cases/${link.case_id}`}>
                  <Trans>The case of {name}</Trans>
                </Link>
                {link.kind === "converted" && (
                  <span className="tracing-badge">
                    <Trans>Made a case from the contact</Trans>
                  </span>
                )}
              </div>
              <ContactFacts link={link} />
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * Cases that know each other (decision 034): the cases this person was a contact in within the
 * incubation period, and the cases this case's contacts became; each a link to the other case.
 */
export function LinkedCases({ tracingCase }: { tracingCase: TracingCase }) {
  const { contact_in: contactIn, contacts_as_cases: asCases } = tracingCase.attributes.linked_cases;
  if (contactIn.length === 0 && asCases.length === 0) return null;
  return (
    <section className="tracing-section tracing-card" aria-labelledby="tracing-linked-heading">
      <h2 id="tracing-linked-heading">
        <Trans>Linked cases</Trans>
      </h2>
      <LinkList links={contactIn} heading={<Trans>Was a contact in</Trans>} />
      <LinkList links={asCases} heading={<Trans>Contacts who became cases</Trans>} />
    </section>
  );
}
