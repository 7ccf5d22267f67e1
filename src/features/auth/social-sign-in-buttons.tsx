import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { fetchSocialProviders, type SocialProvider, socialSignInStartUrl } from "../../api/auth.ts";
import { showToast } from "../../app/shell/notify.ts";
import { useSignInStep } from "./use-auth.ts";

const POPUP_FEATURES = "popup,width=480,height=640";

/**
 * Social sign-in, shown only when the server has providers configured. The provider's pages open
 * in a popup; its /oauth page posts the result back, which the auth actor receives.
 */
export function SocialSignInButtons() {
  const { t } = useLingui();
  const { busy } = useSignInStep();
  const [providers, setProviders] = useState<SocialProvider[]>([]);

  useEffect(() => {
    let current = true;
    void fetchSocialProviders().then((list) => current && setProviders(list));
    return () => {
      current = false;
    };
  }, []);

  if (providers.length === 0) return null;

  function open(provider: SocialProvider) {
    // Opened in the click itself, or the browser blocks the popup.
    const popup = window.open(socialSignInStartUrl(provider.id), "social-sign-in", POPUP_FEATURES);
    if (!popup) showToast("warning", t`Please allow pop-ups for this site to sign in with ${provider.name}.`);
  }

  return (
    <section className="social-sign-in" aria-labelledby="social-sign-in-title">
      <h3 id="social-sign-in-title">
        <Trans>Or sign in with</Trans>
      </h3>
      {providers.map((provider) => (
        <button key={provider.id} type="button" className="button secondary" onClick={() => open(provider)} disabled={busy}>
          {provider.name}
        </button>
      ))}
    </section>
  );
}
