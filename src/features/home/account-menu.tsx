import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router-dom";
import { LanguageModal } from "../../app/shell/language-modal.tsx";
import { useLanguage } from "../../app/shell/use-shell.ts";
import { LOCALE_NAMES } from "#domain/locales.ts";
import { NotificationsLink } from "../notifications/notifications-link.tsx";
import { useSession } from "../auth/use-auth.ts";
import { LeaveAndDeleteButton } from "./leave-and-delete-button.tsx";
import { LogoutLink } from "./logout-link.tsx";

/** The home's account menu, below what the traveller came for: profile, records, notifications, language, and signing out (a guest: leaving) last. */
export function AccountMenu() {
  const { locale } = useLanguage();
  const { isGuest } = useSession();
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  return (
    <nav className="card home-account" aria-labelledby="account-title">
      <h2 id="account-title" className="card-title">
        <Trans>Account</Trans>
      </h2>
      <ul className="home-account-list">
        <li>
          <Link className="home-account-item" to="/app/profile">
            <Trans>Profile</Trans>
          </Link>
        </li>
        <li>
          <Link className="home-account-item" to="/app/medical-records">
            <Trans>Medical records</Trans>
          </Link>
        </li>
        <li>
          <NotificationsLink />
        </li>
        <li>
          <button type="button" className="home-account-item" onClick={() => setChoosingLanguage(true)}>
            <Trans>Language</Trans>
            <span className="home-account-value" lang={locale}>
              {LOCALE_NAMES[locale]}
            </span>
          </button>
        </li>
      </ul>
      {isGuest ? <LeaveAndDeleteButton /> : <LogoutLink />}
      {choosingLanguage && <LanguageModal onClose={() => setChoosingLanguage(false)} />}
    </nav>
  );
}
