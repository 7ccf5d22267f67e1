import { SESSION_WRITE_DEBOUNCE_MS } from "#domain/constants.ts";

/** Storage keys of docs/product-spec.md, part 3: local storage outlives the tab, session storage does not. */
export const LOCAL_KEYS = {
  token: "token",
  isGuest: "is_guest",
  lang: "lang",
  textIndex: "textIndex",
  myProfile: "my-profile",
  /** The establishment portal's own session (token and account), apart from the traveller's. */
  establishmentSession: "establishment-session",
  /** The details of the last guest check-in on this device, offered again next time; cleared with the session data. */
  guestDetails: "guest-details",
  /** The account that switched web push on on this device: only its sign-in sends the subscription again. */
  pushAccount: "push-account",
  /** The offer to switch pushes on after a completed trip was answered (Turn on or Not now): never made again here. */
  pushOfferAnswered: "push-offer-answered",
  /** The tour of the app was opened here: the home stops offering it. */
  tourSeen: "tour-seen",
  /** The last answer of GET /api/v2/site-info, so hotlines and the support mailbox show offline too. */
  siteInfo: "site-info",
} as const;
export const SESSION_KEYS = {
  email: "email",
  otpLastSent: "otp-last-sent",
  otpAttempt: "otp-attempt",
  auth: "auth",
  /** The venue whose 'Continue with Web App' led to sign-in: its check-in opens again once signed in. */
  venue: "venue",
} as const;

type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

// Private browsing and full quotas make storage throw; the app then keeps working without it.
function attempt<T>(operation: () => T, fallback: T): T {
  try {
    return operation();
  } catch {
    return fallback;
  }
}

/**
 * The chosen language is also a cookie (no personal data, a year), so the guest page's HTML is painted
 * in it before any script runs (decision 061).
 */
export function storeLanguage(locale: string): void {
  localStore.set(LOCAL_KEYS.lang, locale);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari 17 and Firefox 115, which the app supports; the value is one of four codes.
  document.cookie = `lang=${locale};path=/;max-age=31536000`;
}

export const localStore = {
  get: (key: LocalKey): string | null => attempt(() => localStorage.getItem(key), null),
  set: (key: LocalKey, value: string): void => attempt(() => localStorage.setItem(key, value), undefined),
  remove: (key: LocalKey): void => attempt(() => localStorage.removeItem(key), undefined),
};

const pendingSessionWrites = new Map<SessionKey, ReturnType<typeof setTimeout>>();

export const sessionStore = {
  get: (key: SessionKey): string | null => attempt(() => sessionStorage.getItem(key), null),
  /** Writes at once, for what the very next screen may read. */
  set: (key: SessionKey, value: string): void => attempt(() => sessionStorage.setItem(key, value), undefined),
  /** Writes after a quiet period (docs/product-spec.md, part 9: 500 ms), so fast typing writes once. */
  setDebounced(key: SessionKey, value: string): void {
    clearTimeout(pendingSessionWrites.get(key));
    pendingSessionWrites.set(
      key,
      setTimeout(() => {
        pendingSessionWrites.delete(key);
        attempt(() => sessionStorage.setItem(key, value), undefined);
      }, SESSION_WRITE_DEBOUNCE_MS),
    );
  },
  remove(key: SessionKey): void {
    clearTimeout(pendingSessionWrites.get(key));
    pendingSessionWrites.delete(key);
    attempt(() => sessionStorage.removeItem(key), undefined);
  },
};

// The portal session belongs to an establishment account, not to the traveller whose session ends.
// The push account outlives signing out (which removes the subscription on the server) so that the
// same traveller signing in again gets their pushes back, and nobody else does; the push offer is
// made once per device.
const DEVICE_PREFERENCES: readonly LocalKey[] = [
  LOCAL_KEYS.lang,
  LOCAL_KEYS.textIndex,
  LOCAL_KEYS.establishmentSession,
  LOCAL_KEYS.pushAccount,
  LOCAL_KEYS.pushOfferAnswered,
];

/**
 * Forgets the session and everything personal stored on this device, including writes still
 * waiting. The language and text size are the device's, not the account's, and stay
 * (docs/decisions/005-what-clearing-storage-keeps.md); so do the establishment portal's session
 * (docs/decisions/012-establishment-accounts.md), which account switched web push on here and
 * whether the push offer was answered.
 */
export function clearSessionData(): void {
  for (const timer of pendingSessionWrites.values()) clearTimeout(timer);
  pendingSessionWrites.clear();
  const preferences = DEVICE_PREFERENCES.map((key) => [key, localStore.get(key)] as const);
  attempt(() => localStorage.clear(), undefined);
  attempt(() => sessionStorage.clear(), undefined);
  for (const [key, value] of preferences) if (value !== null) localStore.set(key, value);
}
