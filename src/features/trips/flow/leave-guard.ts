import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { type NavigateOptions, useNavigate } from "react-router-dom";
import { askToConfirm } from "../../../app/shell/notify.ts";

/**
 * The leave-page confirmation (docs/product-spec.md, parts 4 and 5) without the data router's useBlocker (decision
 * 015). While a page holds something the traveller should not lose by accident, a copy of its
 * history entry (marked) sits on top: the browser's or the header's back button pops only the
 * copy, and the page asks; staying puts the copy back, leaving goes back once more. Closing or
 * reloading the tab asks through beforeunload. Links on the page ask through useGuardedNavigate.
 */
const MARK = "leaveGuard";
const onGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[MARK] === true;
let activeMessage: string | undefined;

function pushGuardEntry(): void {
  window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, "", window.location.href);
}

export function useLeaveGuard(active: boolean, message: string): void {
  const { t } = useLingui();
  const leaveTitle = t`Leave this page?`;
  const confirmLabel = t`Leave`;
  const cancelLabel = t`Stay`;
  useEffect(() => {
    if (!active) return;
    activeMessage = message;
    if (!onGuardEntry()) pushGuardEntry();
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onPopState = async () => {
      // Forward onto the copy again, or a move the guard made itself.
      if (onGuardEntry() || activeMessage !== message) return;
      const leave = await askToConfirm({ title: leaveTitle, message, confirmLabel, cancelLabel, destructive: true });
      if (leave) {
        activeMessage = undefined;
        window.history.back();
      } else {
        pushGuardEntry();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("popstate", onPopState);
      if (activeMessage === message) activeMessage = undefined;
    };
  }, [active, message, leaveTitle, confirmLabel, cancelLabel]);
}

/** Navigation from a guarded page: asks first when the guard is on, and takes the copy's place. */
export function useGuardedNavigate() {
  const navigate = useNavigate();
  const { t } = useLingui();
  return async (to: string, options: NavigateOptions = {}) => {
    const message = activeMessage;
    if (message !== undefined) {
      const leave = await askToConfirm({ title: t`Leave this page?`, message, confirmLabel: t`Leave`, cancelLabel: t`Stay`, destructive: true });
      if (!leave) return;
      activeMessage = undefined;
    }
    navigate(to, { ...options, replace: options.replace === true || onGuardEntry() });
  };
}

/** The flow moving on by itself (a part was sent): nothing to ask, but the copy makes way. */
export function navigateFromFlow(navigate: ReturnType<typeof useNavigate>, to: string, replace: boolean): void {
  activeMessage = undefined;
  navigate(to, { replace: replace || onGuardEntry() });
}
