import { Trans } from "@lingui/react/macro";
import { Link } from "react-router-dom";

/** Stands in for a screen whose flow has not shipped yet, so its route answers honestly. */
export function FeatureUnavailablePage() {
  return (
    <div className="page-message">
      <p>
        <Trans>This feature is currently unavailable!</Trans>
      </p>
      <Link className="button secondary" to="/app">
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}
