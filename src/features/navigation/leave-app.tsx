import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { authActor } from "../../app/session/auth-actor.ts";
import { deleteProfile } from "../../api/profile.ts";
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
 * /logout ends the session on the server (failures ignored: the auth machine moves on either
 * way), forgets it on this device, then leads to "/".
 */
export function LogoutRedirect() {
  useEffect(() => {
    const snapshot = authActor.getSnapshot();
    if (snapshot.matches("signedIn")) authActor.send({ type: "logout.requested" });
    else if (!snapshot.matches("loggingOut")) {
      clearSessionData();
      authActor.send({ type: "session.cleared" });
    }
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
 * A guest confirmed 'The progress you have made will be completely deleted' (spec part 2): a guest
 * session's account goes on the server as its deletion does (spec part 4; a failure, shown by the
 * client, does not keep the guest here), and this device forgets everything but its language and
 * text size, a remembered guest check-in included (decision 014). The sign-in screen follows.
 */
export async function leaveAsGuest(): Promise<void> {
  const snapshot = authActor.getSnapshot();
  if (snapshot.matches("signedIn") && snapshot.context.isGuest) await deleteProfile(true).catch(() => undefined);
  clearSessionData();
  authActor.send({ type: "session.cleared" });
  navigate("/app");
}
