import { Trans, useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router-dom";
import { pagesFor, SECURITY_PAGE } from "./console-pages.ts";
import { FailureNotice } from "./failure-notice.tsx";
import { useStaffSession } from "./use-staff-session.ts";

/** Who is signed in, the pages their roles open, and signing out; the language is the shell header's, as on every page. */
export function ConsoleBar() {
  const { t } = useLingui();
  const { step, email, roles, busy, failure, can, send } = useStaffSession();
  const signedIn = step === "signedIn";
  return (
    <div className="console-bar">
      {signedIn && (
        <nav className="console-nav" aria-label={t`Console`}>
          <NavLink to="/console" end>
            <Trans>Home</Trans>
          </NavLink>
          {pagesFor(roles).map((page) => (
            <NavLink key={page.path} to={page.path}>
              {t(page.title)}
            </NavLink>
          ))}
        </nav>
      )}
      {signedIn && (
        <div className="console-bar-row console-member">
          <span className="console-email">{email}</span>
          <NavLink className="console-security-link" to={SECURITY_PAGE.path}>
            {t(SECURITY_PAGE.title)}
          </NavLink>
          <button type="button" className="button secondary" disabled={!can.signOut} aria-busy={busy} onClick={() => send({ type: "signOut.requested" })}>
            <Trans>Sign out</Trans>
          </button>
        </div>
      )}
      {signedIn && <FailureNotice failure={failure} />}
    </div>
  );
}
