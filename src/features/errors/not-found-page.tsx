import { Trans } from "@lingui/react/macro";
import { Link } from "react-router-dom";

export function NotFoundPage() {
  return (
    <div className="page-message">
      <p className="big-status">404</p>
      <p>
        <Trans>The page that you are trying to access does not exists</Trans>
      </p>
      <Link className="button primary" to="/app">
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}
