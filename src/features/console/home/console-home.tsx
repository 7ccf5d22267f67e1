import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { pagesFor, ROLE_NAMES, SECURITY_PAGE } from "../console-pages.ts";
import { useStaffSession } from "../use-staff-session.ts";

/** The signed-in member's start: their roles and the console pages those roles open. */
export function ConsoleHome() {
  const { t } = useLingui();
  const { me, roles } = useStaffSession();
  const pages = pagesFor(roles);
  const roleNames = roles.map((role) => t(ROLE_NAMES[role])).join(", ");
  return (
    <section className="console-home" aria-labelledby="console-home-title">
      <h1 id="console-home-title">
        <Trans>Welcome, {me?.display_name}</Trans>
      </h1>
      <p>{roles.length > 0 ? <Trans>Your roles: {roleNames}</Trans> : <Trans>You hold no role yet. Ask your administrator.</Trans>}</p>
      {pages.length === 0 && roles.length > 0 && (
        <p className="console-card">
          <Trans>Your roles open no console page.</Trans>
        </p>
      )}
      <ul className="console-tiles">
        {[...pages, SECURITY_PAGE].map((page) => (
          <li key={page.path}>
            <Link className="console-tile" to={page.path}>
              <strong>{t(page.title)}</strong>
              <span>{t(page.summary)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {roles.includes("front_liner") && (
        <p className="console-card">
          <Trans>
            As a front-liner you scan travellers' QR codes in the travel app: sign in there with this e-mail address and open{" "}
            <a href="/digital-logbook">Digital Logbook</a>.
          </Trans>
        </p>
      )}
    </section>
  );
}
