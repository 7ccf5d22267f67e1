import { Trans } from "@lingui/react/macro";
import { useConnectivity } from "./use-shell.ts";

export function UpdateBanner() {
  const { updating, secondsLeft } = useConnectivity();
  if (!updating) return null;
  return (
    <div className="update-banner" role="alert">
      <Trans>There are new updates, the page will reload in {secondsLeft}.</Trans>
    </div>
  );
}
