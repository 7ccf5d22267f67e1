import type { MessageDescriptor } from "@lingui/core";
import { useEffect, useSyncExternalStore } from "react";

/** What a page tells the shared header beyond its route's handle, while it is shown. */
export interface PageHeader {
  /** Replaces the route's title (the guest check-in reads 'Welcome' once it succeeds). */
  title?: MessageDescriptor;
  /** The back button asks before leaving, as it does for guests (the page holds unsaved progress). */
  confirmBack?: boolean;
}

const NOTHING: PageHeader = {};
let current = NOTHING;
const listeners = new Set<() => void>();

function publish(next: PageHeader): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the header while the calling page is mounted; the route's handle applies again after. */
export function usePageHeader({ title, confirmBack }: PageHeader): void {
  useEffect(() => {
    publish({ title, confirmBack });
    return () => publish(NOTHING);
  }, [title, confirmBack]);
}

export function usePageHeaderOverride(): PageHeader {
  return useSyncExternalStore(subscribe, () => current);
}
