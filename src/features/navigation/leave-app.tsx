import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { authActor } from "../../app/session/auth-actor.ts";
import { loadSiteInfo } from "../../api/site-info.ts";
import { clearSessionData } from "../../lib/storage.ts";
import { navigate } from "./navigate.ts";

// Where "/" leads when the server cannot be asked and no answer is remembered: the help page, the
// server's own default, rather than "/" again.
const OFFLINE_LANDING = "/help";

/** "/" (exact) leads to the external landing site the deployment names (SITE_LANDING_URL). */
export function LandingRedirect() {
  useEffect(() => {
    loadSiteInfo().then(
      (site) => window.location.replace(site.landing_url),
      () => window.location.replace(OFFLINE_LANDING),
    );
  }, []);
  return null;
}

/**
 * Ends the session on the server (failures ignored: the auth machine moves on either way) and
 * forgets everything stored on this device but its language and text size (decision 005).
 */
function endSessionHere(): void {
  const snapshot = authActor.getSnapshot();
  if (snapshot.matches("signedIn")) authActor.send({ type: "logout.requested" });
  else if (!snapshot.matches("loggingOut")) {
    clearSessionData();
    authActor.send({ type: "session.cleared" });
  }
}

/** /logout ends the session, then leads to "/". */
export function LogoutRedirect() {
  useEffect(() => {
    endSessionHere();
    const subscription = authActor.subscribe((next) => {
      if (next.matches("signedOut")) window.location.replace("/");
    });
    if (authActor.getSnapshot().matches("signedOut")) window.location.replace("/");
    return () => subscription.unsubscribe();
  }, []);
  return (
    <p className="page-message" role="status">
      <Trans>Signing out…</Trans>
    </p>
  );
}

/**
 * A guest confirmed 'The progress you have made will be completely deleted' (docs/product-spec.md, part 2): the
 * guest session ends, and with it everything given on this device, a remembered guest check-in
 * included (decision 014); a guest session cannot be opened again. The guest's account is not
 * deleted on the server: a trip already declared stays for the QR the guest may have saved, and
 * goes with the retention of docs/product-spec.md, part 9. The sign-in screen follows.
 */
export function leaveAsGuest(): void {
  endSessionHere();
  navigate("/app");
}
