import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useConfirmLogout } from "../auth/confirm-logout.ts";
import { useSession } from "../auth/use-auth.ts";

/** The signed-in traveller's Logout: asks first, then /logout ends the session. */
export function LogoutLink() {
  const navigate = useNavigate();
  const { isGuest } = useSession();
  const confirmLogout = useConfirmLogout();

  async function logout(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (await confirmLogout(isGuest)) void navigate("/logout");
  }

  return (
    <Link className="button destructive home-logout" to="/logout" onClick={logout}>
      <Trans>Logout</Trans>
    </Link>
  );
}
