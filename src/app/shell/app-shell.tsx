import { useLocation } from "react-router-dom";
import { RoutePages } from "../router.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Header } from "./header.tsx";
import { LanguageModal } from "./language-modal.tsx";
import { OfflineBar } from "./offline-bar.tsx";
import { RouteErrorBoundary } from "./route-error.tsx";
import { Toasts } from "./toasts.tsx";
import { UpdateBanner } from "./update-banner.tsx";
import { useLanguage } from "./use-shell.ts";

export function AppShell() {
  const { chosen } = useLanguage();
  const { pathname } = useLocation();
  return (
    <div className="app">
      <UpdateBanner />
      <OfflineBar />
      <Header />
      <main className="page">
        <RouteErrorBoundary>
          <RoutePages />
        </RouteErrorBoundary>
      </main>
      <Toasts />
      <ConfirmDialog />
      {!chosen && pathname.includes("app") && <LanguageModal />}
    </div>
  );
}
