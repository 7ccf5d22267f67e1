import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { HANDOFF_QUERY, SOCIAL_SIGN_IN_MESSAGES } from "#domain/social-sign-in.ts";
import type { OAuthPopupMessage } from "./oauth-message.ts";

/**
 * /oauth, the social sign-in popup's last page (docs/product-spec.md, part 2): hands the one-time code to the
 * window that opened it, or tells it the link was bad, and closes. Opened any other way, or with
 * an error from the server, it says 'Invalid url.'.
 */
export function OAuthCallbackPage() {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const token = query.get(HANDOFF_QUERY.code);
    const message: OAuthPopupMessage =
      token && !query.has(HANDOFF_QUERY.error) ? { type: "oauth", token } : { type: "oauth", error: SOCIAL_SIGN_IN_MESSAGES.invalidLink };
    const opener = window.opener as Window | null;
    if (!opener || !("token" in message)) setFailed(true);
    if (!opener) return;
    // Only this app's own pages may read the code.
    opener.postMessage(message, window.location.origin);
    window.close();
  }, []);

  return (
    <div className="page-message oauth-callback" role="status">
      {failed ? (
        <>
          <p className="oauth-failed">
            <Trans>Invalid url.</Trans>
          </p>
          <Link className="button secondary" to="/app">
            <Trans>Back to sign in</Trans>
          </Link>
        </>
      ) : (
        <p>
          <Trans>Authenticating...please wait</Trans>
        </p>
      )}
    </div>
  );
}
