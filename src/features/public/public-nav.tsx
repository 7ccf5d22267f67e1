import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router-dom";

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
  return (
    <nav className="public-links" aria-label={t`Public information`}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {i18n._(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
