import { I18nProvider } from "@lingui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { setApiEffects } from "./api/client.ts";
import { i18n } from "./app/i18n.ts";
import { AppShell } from "./app/shell/app-shell.tsx";
import { showToast } from "./app/shell/notify.ts";
import { RouteErrorBoundary } from "./app/shell/route-error.tsx";
import { languageActor, startShellActors } from "./app/shell/shell-actors.ts";
import "./app/styles.css";
import "./features/logbook/guest/entry-screen.css";
import { MaintenancePage } from "./features/errors/maintenance-page.tsx";
import { NavigationBridge, navigate } from "./features/navigation/navigate.ts";
import { buildConfig } from "./lib/build-config.ts";
import { clearSessionData, LOCAL_KEYS, localStore } from "./lib/storage.ts";

/**
 * The traveller's session (sign-in and profile machines) is code the guest check-in page never
 * uses, so it is not in the entry: a route whose views use it loads and starts it, and a stored
 * session starts it on every page, where the profile check may send the user to /app/profile.
 * It is loaded through the profile's view hooks, which bring the actor: imported only by the views,
 * the hooks would be a chunk of their own, one more name in the /app route's preload list that the
 * guest page's entry carries.
 */
const loadSession = () => import("./app/session/use-profile.ts");

startShellActors();
if (localStore.get(LOCAL_KEYS.token)) void loadSession();
setApiEffects({
  showError: (message) => showToast("error", typeof message === "string" ? message : i18n._(message)),
  clearSession: () => {
    clearSessionData();
    void import("./app/session/auth-actor.ts").then(({ authActor }) => authActor.send({ type: "session.cleared" }));
  },
  navigate,
  log: (status, url) => console.warn(`Request to ${url} failed with status ${status}`),
});

const root = createRoot(document.getElementById("root") as HTMLElement);

function render() {
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {buildConfig.maintenance ? (
          <MaintenancePage />
        ) : (
          <BrowserRouter>
            <NavigationBridge />
            {/* A shell that fails to render shows the error screen alone; a page's failure keeps the shell. */}
            <RouteErrorBoundary>
              <AppShell />
            </RouteErrorBoundary>
          </BrowserRouter>
        )}
      </I18nProvider>
    </StrictMode>,
  );
}

// The first paint waits for the stored language's catalog, so no screen flashes in English first.
if (languageActor.getSnapshot().matches("ready")) render();
else {
  const subscription = languageActor.subscribe((snapshot) => {
    if (!snapshot.matches("ready")) return;
    subscription.unsubscribe();
    render();
  });
}
