import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { BranchForm } from "./branch-form.tsx";
import { BranchList } from "./branch-list.tsx";
import "./establishment.css";
import { PortalCheckEmail } from "./portal-check-email.tsx";
import { PortalForgotPassword } from "./portal-forgot-password.tsx";
import { PortalRegister } from "./portal-register.tsx";
import { PortalResetPassword } from "./portal-reset-password.tsx";
import { PortalSignIn } from "./portal-sign-in.tsx";
import { useServerText } from "./portal-messages.ts";
import { usePortalBranches, usePortalMail, usePortalScreen } from "./use-portal.ts";

/**
 * /establishment: an establishment signs in or registers, then manages its branches and their QR codes.
 * /establishment/confirm/:token and /establishment/reset/:token are the mailed links: the token goes to
 * the portal, and the address bar back to /establishment, so the link is not kept in history.
 */
export function EstablishmentPage() {
  const { screen } = usePortalScreen();
  const { openLink } = usePortalMail();
  const params = useParams();
  const link = params.link === "confirm" || params.link === "reset" ? params.link : undefined;
  const token = params.token;
  const navigate = useNavigate();
  // A link's token is spent once: a render before the address bar changes must not send it again.
  const opened = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!link || !token || opened.current === token) return;
    opened.current = token;
    openLink(link, token);
    navigate("/establishment", { replace: true });
  }, [link, token, openLink, navigate]);
  switch (screen) {
    case "restoring":
      return null;
    case "signIn":
      return <PortalSignIn />;
    case "register":
      return <PortalRegister />;
    case "checkEmail":
      return <PortalCheckEmail />;
    case "forgotPassword":
      return <PortalForgotPassword />;
    case "resetPassword":
      return <PortalResetPassword />;
    case "branchForm":
      return <BranchForm />;
    case "loadFailed":
      return <LoadFailed />;
    case "branches":
      return <BranchList />;
  }
}

function LoadFailed() {
  const text = useServerText();
  const { error } = usePortalScreen();
  const { reload, canReload, logOut, canLogOut } = usePortalBranches();
  return (
    <div className="page-message">
      <p>{text(error) ?? <Trans>Unable to load page.</Trans>}</p>
      <button type="button" className="button primary" onClick={reload} disabled={!canReload}>
        <Trans>Try again</Trans>
      </button>
      <button type="button" className="link-button" onClick={logOut} disabled={!canLogOut}>
        <Trans>Log out</Trans>
      </button>
    </div>
  );
}
