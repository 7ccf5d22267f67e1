import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { pagesFor, SECURITY_PAGE } from "./console-pages.ts";
import { FailureNotice } from "./failure-notice.tsx";
import { useStaffSession } from "./use-staff-session.ts";

/**
 * A link marked as the current page, as NavLink would mark it; NavLink's path resolution would join
 * every page's first load (the router's code travels in one file), for three links of the console.
 */
function ConsoleLink({ to, end = false, className, children }: { to: string; end?: boolean; className?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = pathname === to || (!end && pathname.startsWith(`${to}/`));
  const classes = [className, current ? "active" : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <Link to={to} className={classes} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}

/** Who is signed in, the pages their roles open, and signing out; the language is the shell header's, as on every page. */
export function ConsoleBar() {
  const { t } = useLingui();
  const { step, email, roles, busy, failure, can, send } = useStaffSession();
  const signedIn = step === "signedIn";
  return (
    <div className="console-bar">
      {signedIn && (
        <nav className="console-nav" aria-label={t`Console`}>
          <ConsoleLink to="/console" end>
            <Trans>Home</Trans>
          </ConsoleLink>
          {pagesFor(roles).map((page) => (
            <ConsoleLink key={page.path} to={page.path}>
              {t(page.title)}
            </ConsoleLink>
          ))}
        </nav>
      )}
      {signedIn && (
        <div className="console-bar-row console-member">
          <span className="console-email">{email}</span>
          <ConsoleLink className="console-security-link" to={SECURITY_PAGE.path}>
            {t(SECURITY_PAGE.title)}
          </ConsoleLink>
          <button type="button" className="button secondary" disabled={!can.signOut} aria-busy={busy} onClick={() => send({ type: "signOut.requested" })}>
            <Trans>Sign out</Trans>
          </button>
        </div>
      )}
      {signedIn && <FailureNotice failure={failure} />}
    </div>
  );
}
