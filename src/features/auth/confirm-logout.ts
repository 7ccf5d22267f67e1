import { useLingui } from "@lingui/react/macro";
import { askToConfirm } from "../../app/shell/notify.ts";

/** Every registered traveller is asked before logging out (docs/product-spec.md, part 2); a guest leaves by "Leave and delete" (decision 060). */
export function useConfirmLogout(): () => Promise<boolean> {
  const { t } = useLingui();
  return () =>
    askToConfirm({
      title: t`Logout`,
      message: t`Are you sure you want to logout?`,
      confirmLabel: t`Logout`,
      cancelLabel: t`Cancel`,
      destructive: true,
    });
}
