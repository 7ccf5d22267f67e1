import { useEffect } from "react";

/** What public/push-handler.js posts to the app's open windows when a push arrives. */
export const NOTIFICATION_RECEIVED = "notification.received";

/**
 * Calls `reload` when news may have come: the page comes back into view, or the service worker says
 * a push arrived while it was shown (the list and the home's badge would otherwise wait for a reload).
 */
export function useReloadOnNews(reload: () => void): void {
  useEffect(() => {
    const whenVisible = () => {
      if (document.visibilityState === "visible") reload();
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (typeof data === "object" && data !== null && "type" in data && data.type === NOTIFICATION_RECEIVED) reload();
    };
    document.addEventListener("visibilitychange", whenVisible);
    navigator.serviceWorker?.addEventListener("message", onMessage);
    return () => {
      document.removeEventListener("visibilitychange", whenVisible);
      navigator.serviceWorker?.removeEventListener("message", onMessage);
    };
  }, [reload]);
}
