import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { usePageHeader } from "../../app/shell/page-header.ts";
import { SignedInHome } from "../home/signed-in-home.tsx";
import { useVenueAfterSignIn } from "../logbook/venue-after-sign-in.ts";
import { SiteFooter } from "../site-footer/site-footer.tsx";
import { SignInPage } from "./sign-in-page.tsx";
import { useSession } from "./use-auth.ts";

const SIGN_IN_TITLE = msg`Sign in`;

/** /app: the sign-in screen until a session exists, then the traveller's home (whose title is the route's). */
export function AppPage() {
  const { signedIn, signingOut } = useSession();
  usePageHeader({ title: signedIn ? undefined : SIGN_IN_TITLE });
  useVenueAfterSignIn(signedIn);
  if (signingOut) {
    return (
      <p className="page-message" role="status">
        <Trans>Signing out…</Trans>
      </p>
    );
  }
  if (!signedIn) return <SignInPage />;
  return (
    <>
      <SignedInHome />
      <SiteFooter />
    </>
  );
}
