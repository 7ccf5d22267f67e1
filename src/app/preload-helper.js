// Vite's `__vitePreload` for this app (vite.config.ts): deployed at "/", modern browsers only, no
// CSP nonce. Same behaviour: a lazy chunk's CSS is awaited and its imports are preloaded, each once;
// a failure is announced as `vite:preloadError` and rejects the import unless a listener prevents it.
const pending = {};

function linked(href, css) {
  for (const link of document.getElementsByTagName("link")) if (link.href === href && (!css || link.rel === "stylesheet")) return true;
  return false;
}

function preload(href) {
  const css = href.endsWith(".css");
  if (linked(href, css)) return undefined;
  const link = document.createElement("link");
  link.rel = css ? "stylesheet" : "modulepreload";
  if (!css) link.as = "script";
  link.crossOrigin = "";
  link.href = href;
  document.head.appendChild(link);
  if (!css) return undefined;
  return new Promise((resolve, reject) => {
    link.addEventListener("load", resolve);
    link.addEventListener("error", () => reject(new Error(`Unable to preload CSS for ${href}`)));
  });
}

function once(href) {
  if (href in pending) return pending[href];
  const promise = preload(href);
  pending[href] = promise && promise.finally(() => (pending[href] = undefined));
  return pending[href];
}

function failed(error) {
  const event = new Event("vite:preloadError", { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

export const __vitePreload = (load, deps) =>
  Promise.allSettled((deps ?? []).map((dep) => once(new URL(`/${dep}`, location.href).href))).then((results) => {
    for (const result of results) if (result.status === "rejected") failed(result.reason);
    return load().catch(failed);
  });
