import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { RetryNotice } from "../../failure-notice.tsx";
import { graphMachineOpening } from "./chain-graph-effects.ts";
import { FocusPath } from "./focus-path.tsx";
import { GenerationFilter } from "./generation-filter.tsx";
import { GraphCanvas } from "./graph-canvas.tsx";
import { GraphLegend } from "./graph-legend.tsx";
import { GraphTable } from "./graph-table.tsx";
import { type ChainGraphActor, type ChainGraphView, useChainGraph } from "./use-chain-graph.ts";
import "./chain-graph.css";

function Drawing({ view }: { view: ChainGraphView }) {
  if (view.loading) {
    return (
      <p className="chain-graph-muted" aria-busy="true">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (view.failed) {
    return <RetryNotice failure={view.failure} onRetry={view.reload} />;
  }
  const { graph, visible } = view;
  if (!graph || !visible) return null;
  if (graph.people.length <= 1) {
    return (
      <p className="console-card">
        <Trans>This case has no contacts yet. Compute the contacts on the case page first.</Trans>
      </p>
    );
  }
  const people = graph.people.length;
  return (
    <>
      {view.large && (
        <p className="chain-graph-notice" role="status">
          <Trans>This graph has {people} people. Names and places appear when you zoom in; the list below names everyone. Hide generations to see fewer.</Trans>
        </p>
      )}
      <GenerationFilter view={view} />
      <GraphLegend />
      <FocusPath view={view} />
      <GraphCanvas graph={visible} large={view.large} path={view.path} onFocus={view.focus} />
      <GraphTable view={view} graph={visible} />
    </>
  );
}

function ChainGraph({ actor }: { actor: ChainGraphActor }) {
  const { t } = useLingui();
  const view = useChainGraph(actor);
  const casePage = `/console/tracing/cases/${encodeURIComponent(view.caseId)}`;
  const name = view.title ?? "";
  return (
    <div className="chain-graph-page">
      <nav className="chain-graph-back" aria-label={t`Breadcrumb`}>
        <Link to="/console/tracing">
          <Trans>Contact tracing</Trans>
        </Link>
        <span aria-hidden="true"> › </span>
        <Link to={casePage}>{view.title ?? <Trans>Case</Trans>}</Link>
      </nav>
      <h1>{view.title ? <Trans>Chain graph of {name}</Trans> : <Trans>Chain graph</Trans>}</h1>
      <Drawing view={view} />
    </div>
  );
}

function CaseGraph({ caseId }: { caseId: string }) {
  const navigate = useNavigate();
  const actor = useActorRef(
    graphMachineOpening((address) => void navigate(address)),
    { input: { caseId } },
  );
  return <ChainGraph actor={actor} />;
}

/** /console/tracing/cases/:id/graph: the people and places of a case's three generations. */
export function ChainGraphPage() {
  const { id = "" } = useParams();
  return <CaseGraph key={id} caseId={id} />;
}
