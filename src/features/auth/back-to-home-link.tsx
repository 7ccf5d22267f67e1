import { Trans } from "@lingui/react/macro";
import { useSiteInfo } from "../public/use-site-info.ts";

/**
 * Leaves for the landing site (docs/product-spec.md, part 2). The sign-in screen is shown to nobody
 * signed in, so a guest never meets it here: the guest's way home is "Leave and delete" on the
 * guest's home, which asks first (decision 060).
 */
export function BackToHomeLink() {
  // Until the landing address arrives, "/" leads there too (one step more).
  const landingUrl = useSiteInfo()?.landing_url ?? "/";
  return (
    <a className="button secondary back-to-home" href={landingUrl}>
      <Trans>Back to home</Trans>
    </a>
  );
}
