import { useLingui } from "@lingui/react/macro";
import { askToConfirm } from "../../app/shell/notify.ts";

/** Every signed-in traveller is asked before logging out (docs/product-spec.md, part 2); a guest also learns the session cannot be opened again. */
export function useConfirmLogout(): (isGuest: boolean) => Promise<boolean> {
  const { t } = useLingui();
  return (isGuest) =>
    askToConfirm({
      title: t`Logout`,
      message: isGuest ? t`Are you sure you want to logout? A guest session cannot be opened again.` : t`Are you sure you want to logout?`,
      confirmLabel: t`Logout`,
      cancelLabel: t`Cancel`,
      destructive: true,
    });
}
