import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import type { TracingCase } from "#domain/tracing/tracing-cases.ts";
import { RetryNotice } from "../failure-notice.tsx";
import { CaseFactsForm } from "./case-facts-form.tsx";
import { ContactExport } from "./contact-export.tsx";
import { ContactsPanel } from "./contacts-panel.tsx";
import { LinkedCases } from "./linked-cases.tsx";
import { NotifyPanel } from "./notify-panel.tsx";
import { workbenchMachine } from "./case-workbench-effects.ts";
import { CASE_STATUS_LABELS, KIND_LABELS } from "./tracing-labels.ts";
import { type CaseWorkbenchView, useCaseWorkbench } from "./use-case-workbench.ts";
import "./tracing.css";

function PersonHeader({ tracingCase }: { tracingCase: TracingCase }) {
  const { t } = useLingui();
  const facts = tracingCase.attributes;
  const status = `${facts.case_status} — ${t(CASE_STATUS_LABELS[facts.case_status])}`;
  return (
    <header className="tracing-person">
      <p className="tracing-back">
        <Link to="/console/tracing">
          <Trans>All cases</Trans>
        </Link>
      </p>
      <h1>{facts.full_name || t`Name not known`}</h1>
      <p className="tracing-person-facts">
        <span className={`tracing-badge kind-${facts.kind}`}>{t(KIND_LABELS[facts.kind])}</span>
        <span className={`tracing-badge status-${facts.case_status}`}>{status}</span>
        {facts.closed_at && (
          <span className="tracing-badge closed">
            <Trans>Closed</Trans>
          </span>
        )}
      </p>
      <p className="tracing-muted">{[facts.mobile_number, facts.email].filter(Boolean).join(" · ")}</p>
      {facts.contact_list.state !== "none" && (
        <p>
          <Link to={`/console/tracing/cases/${tracingCase.id}/graph`}>
            <Trans>See the chain graph</Trans>
          </Link>
        </p>
      )}
    </header>
  );
}

function Workbench({ view }: { view: CaseWorkbenchView }) {
  const tracingCase = view.tracingCase;
  switch (view.step) {
    case "loading":
      return (
        <p className="tracing-muted" aria-busy="true">
          <Trans>Loading the case...</Trans>
        </p>
      );
    case "notFound":
      return (
        <div className="tracing-notice" role="alert">
          <p>
            <Trans>This case does not exist.</Trans>
          </p>
          <Link to="/console/tracing">
            <Trans>All cases</Trans>
          </Link>
        </div>
      );
    case "failed":
      return <RetryNotice failure={view.failure} onRetry={view.retry} />;
    case "workbench": {
      if (!tracingCase) return null;
      const frozen = tracingCase.attributes.contact_list.state === "frozen";
      return (
        <>
          <PersonHeader tracingCase={tracingCase} />
          <div className="tracing-workbench">
            <div className="tracing-column">
              <LinkedCases tracingCase={tracingCase} />
              <CaseFactsForm view={view} tracingCase={tracingCase} />
              {frozen && tracingCase.attributes.closed_at === null && <NotifyPanel view={view} />}
              {frozen && <ContactExport view={view} />}
            </div>
            <ContactsPanel view={view} tracingCase={tracingCase} />
          </div>
        </>
      );
    }
  }
}

function CaseWorkbench({ caseId }: { caseId: string }) {
  const view = useCaseWorkbench(useActorRef(workbenchMachine, { input: { caseId } }));
  const navigate = useNavigate();
  const convertedCaseId = view.convertedCaseId;
  useEffect(() => {
    if (convertedCaseId) void navigate(`/console/tracing/cases/${convertedCaseId}`);
  }, [convertedCaseId, navigate]);
  return (
    <div className="tracing-page">
      <Workbench view={view} />
    </div>
  );
}

/** A case's workbench: the person, the case's facts, and its contacts from computation to follow-up. */
export function CasePage() {
  const { id = "" } = useParams();
  return <CaseWorkbench key={id} caseId={id} />;
}
