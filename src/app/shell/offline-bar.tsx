import { Trans } from "@lingui/react/macro";
import { useConnectivity } from "./use-shell.ts";

export function OfflineBar() {
  const { offline } = useConnectivity();
  if (!offline) return null;
  return (
    <div className="offline-bar" role="status">
      <Trans>Offline Mode</Trans>
    </div>
  );
}
