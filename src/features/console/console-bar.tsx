import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { pagesFor, SECURITY_PAGE } from "./console-pages.ts";
import { FailureNotice } from "./failure-notice.tsx";
import { useStaffSession } from "./use-staff-session.ts";

/** The page an address belongs to: the longest page path it is or lies under ("/console" only itself). */
function currentPagePath(pathname: string, paths: readonly string[]): string | undefined {
  const matching = paths.filter((path) => pathname === path || (path !== "/console" && pathname.startsWith(`${path}/`)));
  return matching.sort((a, b) => b.length - a.length)[0];
}

/**
 * A link marked as the current page, as NavLink would mark it; NavLink's path resolution would join
 * every page's first load (the router's code travels in one file), for a few links of the console.
 */
function ConsoleLink({ to, current, className, children }: { to: string; current: boolean; className?: string; children: ReactNode }) {
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
  const { step, email, roles, busy, failure, can, signOut } = useStaffSession();
  const signedIn = step === "signedIn";
  const pages = pagesFor(roles);
  const current = currentPagePath(useLocation().pathname, ["/console", SECURITY_PAGE.path, ...pages.map((page) => page.path)]);
  return (
    <div className="console-bar">
      {signedIn && (
        <nav className="console-nav" aria-label={t`Console`}>
          <ConsoleLink to="/console" current={current === "/console"}>
            <Trans>Home</Trans>
          </ConsoleLink>
          {pages.map((page) => (
            <ConsoleLink key={page.path} to={page.path} current={current === page.path}>
              {t(page.title)}
            </ConsoleLink>
          ))}
        </nav>
      )}
      {signedIn && (
        <div className="console-bar-row console-member">
          <span className="console-email">{email}</span>
          <ConsoleLink className="console-security-link" to={SECURITY_PAGE.path} current={current === SECURITY_PAGE.path}>
            {t(SECURITY_PAGE.title)}
          </ConsoleLink>
          <button type="button" className="button secondary" disabled={!can.signOut} aria-busy={busy} onClick={() => signOut()}>
            <Trans>Sign out</Trans>
          </button>
        </div>
      )}
      {signedIn && <FailureNotice failure={failure} />}
    </div>
  );
}
