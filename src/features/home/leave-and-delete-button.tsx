import { Trans } from "@lingui/react/macro";
import { useGuestLeave } from "./use-guest-leave.ts";

/** A guest's way out (decision 060): an explicit menu action, never the header's back button. */
export function LeaveAndDeleteButton() {
  const { busy, leave } = useGuestLeave();
  return (
    <button type="button" className="button destructive home-logout" disabled={busy} onClick={leave}>
      <Trans>Leave and delete</Trans>
    </button>
  );
}
