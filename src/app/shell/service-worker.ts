/**
 * Registers the generated service worker (vite-plugin-pwa, prompt mode) with a few lines of our own
 * instead of workbox-window (2.7 KB gzip on every first visit, decision 013): `onWaiting` runs when
 * a new release is installed and waits, now or at a later update; the function it answers lets
 * the waiting worker take over (the worker skips waiting on this message).
 */
export async function registerServiceWorker(onWaiting: () => void): Promise<() => void> {
  const registration = await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  // Only a worker replacing one that controls this page is an update; the first one is not.
  const announceWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onWaiting();
  };
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") announceWaiting();
    });
  });
  announceWaiting();
  return () => registration.waiting?.postMessage({ type: "SKIP_WAITING" });
}
