import { lazy, Suspense, useEffect } from "react";
import { markHostMounted, useDialogAsked } from "./notify.ts";

// The dialog's machine and view are not on any first screen: they load with the first question.
const ConfirmDialogView = lazy(() => import("./confirm-dialog-view.tsx"));

export function ConfirmDialog() {
  const asked = useDialogAsked();
  useEffect(() => markHostMounted("dialog"), []);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView />
    </Suspense>
  );
}
