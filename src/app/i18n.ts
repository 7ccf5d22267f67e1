import { i18n, type Messages } from "@lingui/core";
import { type Locale } from "#domain/locales.ts";
import { knowAllErrorTexts, onErrorTextUnknown } from "../api/failure-text.ts";

type Catalog = () => Promise<{ messages: Messages }>;

// Every catalog, English too, is its own chunk loaded when its language is stored or chosen: a
// visitor downloads one language, and the entry carries none (decision 013).
const wholeCatalogs: Record<Locale, Catalog> = {
  en: () => import("../../locales/en.po"),
  ja: () => import("../../locales/ja.po"),
  ko: () => import("../../locales/ko.po"),
  zh: () => import("../../locales/zh.po"),
};

// The guest check-in page, opened from a QR by phones that often have never seen the app, starts
// with the messages of the shell and its first screen only (vite.config.ts picks them).
const firstScreenCatalogs: Record<Locale, Catalog> = {
  en: () => import("virtual:first-screen-catalog/en"),
  ja: () => import("virtual:first-screen-catalog/ja"),
  ko: () => import("virtual:first-screen-catalog/ko"),
  zh: () => import("virtual:first-screen-catalog/zh"),
};

let wholeNeeded = !window.location.pathname.startsWith("/g/logbook/");
let requested: Locale | undefined;
let wholeLoaded: Promise<void> | undefined;

// The words for every refusal come with the whole catalog: before it, only the door's have their translations.
const wholeErrorTexts = () => import("../api/error-texts.ts").then(({ ERROR_TEXTS }) => knowAllErrorTexts(ERROR_TEXTS));

async function load(locale: Locale): Promise<void> {
  const whole = wholeNeeded;
  const [{ messages }] = await Promise.all([(whole ? wholeCatalogs : firstScreenCatalogs)[locale](), whole ? wholeErrorTexts() : undefined]);
  if (locale !== requested) return;
  // Merged, not replaced: a first-screen part arriving after the whole catalog takes nothing away.
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  if (!whole && wholeNeeded) await load(locale);
}

export function activateCatalog(locale: Locale): Promise<void> {
  requested = locale;
  return load(locale);
}

/** Every message of the language in use; the guest page waits for it before it shows more than its first screen. */
export function loadAllMessages(): Promise<void> {
  if (!wholeNeeded) {
    wholeNeeded = true;
    // A failed load (offline) is tried again by the next caller.
    wholeLoaded = requested
      ? load(requested).catch((error: unknown) => {
          wholeNeeded = false;
          wholeLoaded = undefined;
          throw error;
        })
      : undefined;
  }
  return wholeLoaded ?? Promise.resolve();
}

// A way off the first screen the guest page does not know of (the browser's back button), or a
// message or a refusal's words missing from its part, brings the whole catalog.
if (!wholeNeeded) {
  window.addEventListener("popstate", () => void loadAllMessages(), { once: true });
  i18n.on("missing", () => void loadAllMessages());
  onErrorTextUnknown(() => void loadAllMessages());
}

export { i18n };
