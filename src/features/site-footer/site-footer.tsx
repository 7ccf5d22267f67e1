import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { VERSION_LABEL } from "#domain/constants.ts";
import "./site-footer.css";

/** The footer of the public pages and the signed-in app (docs/product-spec.md, part 2): year, version, owner, credit, contact and support. */
export function SiteFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <nav className="site-footer-links" aria-label={t`Contact and support`}>
        <Link to="/contact-us">
          <Trans>Contact us</Trans>
        </Link>
        <Link to="/support">
          <Trans>Support</Trans>
        </Link>
      </nav>
      <p>
        © {year} <Trans>Government of the Commonwealth</Trans>
      </p>
      <p>
        {VERSION_LABEL} · <Trans>Powered by open-source software</Trans>
      </p>
    </footer>
  );
}
