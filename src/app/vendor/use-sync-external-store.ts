// React 19 has useSyncExternalStore itself: @xstate/react and @lingui/react import the pre-18 shim,
// which vite.config.ts points here so the shim's fallback is not shipped.
export { useSyncExternalStore } from "react";
