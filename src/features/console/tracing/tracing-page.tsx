import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router-dom";
import { CaseList } from "./case-list.tsx";
import { ClustersPanel } from "./clusters/clusters-panel.tsx";
import { clustersMachine } from "./clusters/clusters-effects.ts";
import { useClusterAlerts } from "./clusters/use-cluster-alerts.ts";
import { PersonSearch } from "./person-search.tsx";
import { casesMachine } from "./case-list-effects.ts";
import { searchMachine } from "./person-search-effects.ts";
import { useCaseList } from "./use-case-list.ts";
import { usePersonSearch } from "./use-person-search.ts";
import "./tracing.css";

/** The health official's start: find a person and open a case, or carry on with an open one. */
export function TracingPage() {
  const { t } = useLingui();
  const search = usePersonSearch(useActorRef(searchMachine));
  const cases = useCaseList(useActorRef(casesMachine));
  const clusters = useClusterAlerts(useActorRef(clustersMachine));
  const navigate = useNavigate();
  const openedCaseId = search.openedCaseId;
  useEffect(() => {
    if (openedCaseId) void navigate(`/console/tracing/cases/${openedCaseId}`);
  }, [openedCaseId, navigate]);
  return (
    <div className="tracing-page">
      <div className="tracing-section-head">
        <h1>
          <Trans>Contact tracing</Trans>
        </h1>
        <nav className="tracing-links" aria-label={t`Contact tracing pages`}>
          <Link to="/console/tracing/flags">
            <Trans>Flagged check-ins</Trans>
          </Link>
          <Link to="/console/tracing/templates">
            <Trans>Message templates</Trans>
          </Link>
        </nav>
      </div>
      <PersonSearch search={search} />
      <ClustersPanel view={clusters} />
      <CaseList cases={cases} />
    </div>
  );
}
