import { Outlet, useLocation } from "react-router-dom";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Header } from "./header.tsx";
import { LanguageModal } from "./language-modal.tsx";
import { OfflineBar } from "./offline-bar.tsx";
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
        <Outlet />
      </main>
      <Toasts />
      <ConfirmDialog />
      {!chosen && pathname.includes("app") && <LanguageModal />}
    </div>
  );
}
