import { Trans } from "@lingui/react/macro";
import { BranchForm } from "./branch-form.tsx";
import { BranchList } from "./branch-list.tsx";
import "./establishment.css";
import { PortalRegister } from "./portal-register.tsx";
import { PortalSignIn } from "./portal-sign-in.tsx";
import { useServerText } from "./portal-messages.ts";
import { usePortalBranches, usePortalScreen } from "./use-portal.ts";

/** /establishment: an establishment signs in or registers, then manages its branches and their QR codes. */
export function EstablishmentPage() {
  const { screen } = usePortalScreen();
  switch (screen) {
    case "restoring":
      return null;
    case "signIn":
      return <PortalSignIn />;
    case "register":
      return <PortalRegister />;
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
