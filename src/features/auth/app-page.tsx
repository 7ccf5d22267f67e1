import { Trans } from "@lingui/react/macro";
import { SignedInHome } from "../home/signed-in-home.tsx";
import { SiteFooter } from "../site-footer/site-footer.tsx";
import { BackToHomeLink } from "./back-to-home-link.tsx";
import { SignInPage } from "./sign-in-page.tsx";
import { useSession } from "./use-auth.ts";

/** /app: the sign-in screen until a session exists, then the traveller's home. */
export function AppPage() {
  const { signedIn, signingOut } = useSession();
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
      <div className="app-leave">
        <BackToHomeLink />
      </div>
      <SiteFooter />
    </>
  );
}
