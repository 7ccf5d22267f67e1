import type { FormValues } from "../../../../machines/trip.machine.ts";
import { SESSION_WRITE_DEBOUNCE_MS } from "#domain/constants.ts";
import type { TripForm } from "#domain/trips.ts";

/**
 * A form's draft, kept in this tab's session storage (it survives a reload, not the tab; it is
 * cleared with the session) under a key per trip and form. Writes wait for a quiet 500 ms
 * (docs/product-spec.md, part 9); one still waiting is written when the page goes away.
 */
const keyOf = (tripId: string, form: TripForm) => `trip-draft:${tripId}:${form}`;
const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; values: FormValues }>();

function write(key: string, values: FormValues): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Private browsing or a full quota: the draft lives in the page only.
  }
}

function flush(): void {
  for (const [key, { timer, values }] of pending) {
    clearTimeout(timer);
    write(key, values);
  }
  pending.clear();
}

if (typeof window !== "undefined") window.addEventListener("pagehide", flush);

export function saveDraft(tripId: string, form: TripForm, values: FormValues): void {
  const key = keyOf(tripId, form);
  clearTimeout(pending.get(key)?.timer);
  const timer = setTimeout(() => {
    pending.delete(key);
    write(key, values);
  }, SESSION_WRITE_DEBOUNCE_MS);
  pending.set(key, { timer, values });
}

export function readDraft(tripId: string, form: TripForm): FormValues | undefined {
  const key = keyOf(tripId, form);
  const waiting = pending.get(key);
  if (waiting) return waiting.values;
  try {
    const stored = sessionStorage.getItem(key);
    const parsed: unknown = stored === null ? undefined : JSON.parse(stored);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as FormValues) : undefined;
  } catch {
    return undefined;
  }
}

export function discardDraft(tripId: string, form: TripForm): void {
  const key = keyOf(tripId, form);
  clearTimeout(pending.get(key)?.timer);
  pending.delete(key);
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
