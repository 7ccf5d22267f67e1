import { useEffect } from "react";
import { buildConfig } from "../../lib/build-config.ts";
import { clearSessionData } from "../../lib/storage.ts";

/** "/" (exact) leads to the external landing site. */
export function LandingRedirect() {
  useEffect(() => window.location.replace(buildConfig.landingUrl), []);
  return null;
}

/** /logout forgets the session on this device, then leads to "/". */
export function LogoutRedirect() {
  useEffect(() => {
    clearSessionData();
    window.location.replace("/");
  }, []);
  return null;
}
