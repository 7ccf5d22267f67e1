import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { usePageHeader } from "../../app/shell/page-header.ts";

const TITLE = msg`Page not found`;

/** Any address the app has no page for, the public site's one-segment ones included (src/features/public/public-page.tsx). */
export function NotFoundPage() {
  usePageHeader({ title: TITLE });
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
