import { Trans, useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { askToConfirm } from "../../app/shell/notify.ts";
import { buildConfig } from "../../lib/build-config.ts";
import { useSession } from "./use-auth.ts";

/**
 * Leaves for the landing site (spec part 2). A guest's session cannot be opened again, so a
 * guest is asked first and logged out on the way.
 */
export function BackToHomeLink() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { signedIn, isGuest } = useSession();

  async function leaveAsGuest(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const confirmed = await askToConfirm({
      title: t`Logout`,
      message: t`Are you sure you want to logout? A guest session cannot be opened again.`,
      confirmLabel: t`Logout`,
      cancelLabel: t`Cancel`,
    });
    if (confirmed) navigate("/logout");
  }

  return (
    <a className="button secondary back-to-home" href={buildConfig.landingUrl} onClick={signedIn && isGuest ? leaveAsGuest : undefined}>
      <Trans>Back to home</Trans>
    </a>
  );
}
