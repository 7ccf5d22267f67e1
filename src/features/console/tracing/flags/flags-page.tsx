import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { Link } from "react-router-dom";
import type { FlagTab } from "../../../../../machines/console/flag-review.machine.ts";
import { RetryNotice } from "../../failure-notice.tsx";
import { FlagCard } from "./flag-card.tsx";
import { flagsMachine } from "./flags-effects.ts";
import { type FlagReviewActor, type FlagReviewView, useFlagReview } from "./use-flag-review.ts";
import "./flags.css";

function Tabs({ view }: { view: FlagReviewView }) {
  const { t } = useLingui();
  const tabs: { tab: FlagTab; label: string }[] = [
    { tab: "open", label: t`Open` },
    { tab: "reviewed", label: t`Reviewed` },
  ];
  return (
    <div className="flag-tabs" role="group" aria-label={t`Which flags`}>
      {tabs.map(({ tab, label }) => (
        <button key={tab} type="button" className="button" aria-pressed={view.tab === tab} onClick={() => view.choose(tab)}>
          {label}
        </button>
      ))}
    </div>
  );
}

function FlagList({ view }: { view: FlagReviewView }) {
  if (view.loading) {
    return (
      <p className="flag-muted" aria-busy="true">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (view.failed) {
    return <RetryNotice failure={view.failure} onRetry={view.reload} />;
  }
  if (view.flags.length === 0) {
    return (
      <p className="console-card">
        {view.tab === "open" ? <Trans>No flagged check-ins wait for review.</Trans> : <Trans>No flag has been reviewed yet.</Trans>}
      </p>
    );
  }
  return (
    <div className="flag-list">
      {view.flags.map((flag) => (
        <FlagCard key={flag.id} flag={flag} view={view} />
      ))}
    </div>
  );
}

function Flags({ actor }: { actor: FlagReviewActor }) {
  const view = useFlagReview(actor);
  return (
    <div className="flag-page">
      <p className="flag-back">
        <Link to="/console/tracing">
          <Trans>Contact tracing</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Flagged check-ins</Trans>
      </h1>
      <p className="flag-muted">
        <Trans>
          These check-ins look implausible. They still count for contact tracing. Dismiss a flag that has an innocent explanation; keep one that needs following
          up. Newest first, at most 200.
        </Trans>
      </p>
      <Tabs view={view} />
      <FlagList view={view} />
    </div>
  );
}

/** /console/tracing/flags: the health official's review of flagged check-ins. */
export function FlagsPage() {
  const actor = useActorRef(flagsMachine);
  return <Flags actor={actor} />;
}
