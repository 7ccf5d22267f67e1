import { LOCAL_KEYS, localStore } from "../../lib/storage.ts";

// The home stops offering the tour once it has been opened here, until the session data is cleared
// (signing out), so the next person on a shared phone is offered it too.
export function tourSeen(): boolean {
  return localStore.get(LOCAL_KEYS.tourSeen) === "true";
}

export function markTourSeen(): void {
  localStore.set(LOCAL_KEYS.tourSeen, "true");
}
