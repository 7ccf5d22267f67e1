import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router-dom";

// The most asked-for pages; the help page lists every one of them.
const LINKS: { to: string; label: MessageDescriptor }[] = [
  { to: "/help", label: msg`Help` },
  { to: "/hotlines", label: msg`Hotlines` },
  { to: "/faqs", label: msg`FAQs` },
  { to: "/how-to-register", label: msg`How to register` },
  { to: "/customs-biosecurity", label: msg`Customs biosecurity` },
  { to: "/privacy-statement", label: msg`Privacy statement` },
  { to: "/app", label: msg`Sign in` },
];

/** The public site's own links, under every public page. */
export function PublicNav() {
  const { t, i18n } = useLingui();
  // Link with aria-current rather than NavLink: the framework chunk every page loads would carry NavLink (0.5 KB gzip).
  const { pathname } = useLocation();
  return (
    <nav className="public-links" aria-label={t`Public information`}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={pathname === link.to ? "page" : undefined}>
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
