// Imported into the service worker Workbox generates (vite.config.ts, workbox.importScripts): shows a
// push while the app is closed and opens the app where the push points when it is tapped. The payload
// is a PushPayload (domain/notifications.ts), its text already in the recipient's language.

const FALLBACK = { title: "Travel", body: "", tag: "notification", url: "/app/notifications" };

function readPayload(data) {
  try {
    const payload = data ? data.json() : {};
    return {
      title: typeof payload.title === "string" && payload.title ? payload.title : FALLBACK.title,
      body: typeof payload.body === "string" ? payload.body : FALLBACK.body,
      tag: typeof payload.tag === "string" && payload.tag ? payload.tag : FALLBACK.tag,
      url: sameOriginPath(payload.url),
    };
  } catch {
    // A push that is not JSON still tells the traveller something happened and where to look.
    return FALLBACK;
  }
}

// Only the app's own pages: a tap must never open an address a payload names elsewhere.
function sameOriginPath(url) {
  if (typeof url !== "string") return FALLBACK.url;
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? target.pathname + target.search + target.hash : FALLBACK.url;
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, { body: payload.body, tag: payload.tag, data: { url: payload.url }, icon: "/icon.svg" }),
      tellOpenWindows(),
    ]),
  );
});

// An open notifications screen or home reloads its list and badge (src/features/notifications/reload-on-news.ts).
async function tellOpenWindows() {
  const windows = await self.clients.matchAll({ type: "window" });
  for (const client of windows) client.postMessage({ type: "notification.received" });
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = sameOriginPath(event.notification.data?.url);
  event.waitUntil(openApp(url));
});

async function openApp(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  const focused = await open.focus();
  if (focused.url === new URL(url, self.location.origin).href) return focused;
  // navigate() refuses a window this worker does not control (opened before it was installed): a new window then.
  return focused.navigate(url).catch(() => self.clients.openWindow(url));
}
