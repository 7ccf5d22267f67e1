import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useSiteInfo } from "../public/use-site-info.ts";
import { useConfirmLogout } from "./confirm-logout.ts";
import { useSession } from "./use-auth.ts";

/**
 * Leaves for the landing site (docs/product-spec.md, part 2). A guest's session cannot be opened again, so a
 * guest is asked first and logged out on the way.
 */
export function BackToHomeLink() {
  const confirmLogout = useConfirmLogout();
  const navigate = useNavigate();
  const { signedIn, isGuest } = useSession();
  // Until the landing address arrives, "/" leads there too (one step more).
  const landingUrl = useSiteInfo()?.landing_url ?? "/";

  async function leaveAsGuest(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (await confirmLogout(true)) navigate("/logout");
  }

  return (
    <a className="button secondary back-to-home" href={landingUrl} onClick={signedIn && isGuest ? leaveAsGuest : undefined}>
      <Trans>Back to home</Trans>
    </a>
  );
}
