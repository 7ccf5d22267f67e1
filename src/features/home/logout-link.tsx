import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useConfirmLogout } from "../auth/confirm-logout.ts";

/** A registered traveller's Logout: asks first, then /logout ends the session. */
export function LogoutLink() {
  const navigate = useNavigate();
  const confirmLogout = useConfirmLogout();

  async function logout(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (await confirmLogout()) void navigate("/logout");
  }

  return (
    <Link className="button destructive home-logout" to="/logout" onClick={logout}>
      <Trans>Logout</Trans>
    </Link>
  );
}
