import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { VERSION_LABEL } from "../../domain/constants.ts";

export type PublicPageName = "memo" | "hotlines" | "privacy" | "faqs" | "howToRegister" | "support" | "help" | "ports" | "biosecurity" | "quickStart" | "tour";

const INTRODUCTIONS: Record<PublicPageName, MessageDescriptor> = {
  memo: msg`The memo on travel declarations and the digital logbook.`,
  hotlines: msg`Emergency and other hotlines of the commonwealth.`,
  privacy: msg`The terms of use and the privacy notice of this website.`,
  faqs: msg`Answers to the questions travellers and guests ask most.`,
  howToRegister: msg`How to register as a frequent flyer and declare a trip.`,
  support: msg`Help with your account, your trips and your QR codes.`,
  help: msg`Travel declarations, trip QR codes and the digital logbook, in one place.`,
  ports: msg`Ports information.`,
  biosecurity: msg`Customs biosecurity information.`,
  quickStart: msg`Quick start guide.`,
  tour: msg`A short tour of the app.`,
};

/** The public information site's pages (spec part 2); each page's full text comes with its own issue. */
export function PublicPage({ page }: { page: PublicPageName }) {
  const { i18n } = useLingui();
  return (
    <article className="public-page">
      <p>{i18n._(INTRODUCTIONS[page])}</p>
      {page === "privacy" && (
        <p>
          <Link to="/app/profile#delete">
            <Trans>Delete or Deactivate your account</Trans>
          </Link>
        </p>
      )}
      <nav className="public-links">
        <Link to="/hotlines"><Trans>Hotlines</Trans></Link>
        <Link to="/faqs"><Trans>FAQs</Trans></Link>
        <Link to="/how-to-register"><Trans>How to register</Trans></Link>
        <Link to="/privacy-statement"><Trans>Privacy statement</Trans></Link>
        <Link to="/contact-us"><Trans>Contact us</Trans></Link>
        <Link to="/app"><Trans>Sign in</Trans></Link>
      </nav>
      <footer className="site-footer">
        © {new Date().getFullYear()} · {VERSION_LABEL} · <Trans>Government of the Commonwealth</Trans>
      </footer>
    </article>
  );
}
