import { Trans } from "@lingui/react/macro";
import type { Person } from "../../../../machines/logbook-scan.machine.ts";
import { CASE_STATUSES, type DisplayedStatus, displayedStatus, HEALTH_STATUSES } from "#domain/health-status.ts";
import { StatusBadge } from "../../health-status/status-badge.tsx";

/** The person's status: the server may name it (CONFIRMED, GOOD…) or give the case status code it comes from. */
function personStatus(person: Person): DisplayedStatus | undefined {
  const named = person.status?.toUpperCase();
  if (HEALTH_STATUSES.some((name) => name === named)) return displayedStatus({ case_status: null, health_status: named ?? null });
  const caseCode = Object.entries(CASE_STATUSES).find(([, name]) => name === named)?.[0];
  return displayedStatus({ case_status: caseCode ?? person.status, health_status: person.health_status });
}

/** What a front-liner sees of a person, and nothing more: name, company, municipality and status. */
export function PersonResult({ person }: { person: Person }) {
  const status = personStatus(person);
  return (
    <section className="person-result" aria-labelledby="person-name">
      <h2 id="person-name">{person.full_name}</h2>
      <dl>
        <dt>
          <Trans>Company</Trans>
        </dt>
        <dd>{person.company_name || "—"}</dd>
        <dt>
          <Trans>Municipality</Trans>
        </dt>
        <dd>{person.municipality_name || "—"}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{status ? <StatusBadge status={status} /> : "—"}</dd>
      </dl>
    </section>
  );
}
