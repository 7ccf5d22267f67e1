import { FALLBACK_LOCALE, toLocale } from "#domain/locales.ts";
import type { Db } from "../db/connection.ts";
import type { PageFiller } from "../http/static-app.ts";
import { doorShell } from "./door-shell.ts";
import { loadDoorTexts } from "./door-texts.ts";
import { findEstablishment } from "./visit-queries.ts";

const GUEST_PAGE = /^\/g\/logbook\/([0-9a-f-]{36})$/i;
/** The language the web app keeps on the device, mirrored in a cookie for the pages' HTML (src/lib/storage.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/;

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The guest check-in page's HTML (decisions 031 and 061): it asks the browser at once for the QR's
 * look-up, which the app's own request then takes from the preload, and for the branch's logo; and
 * it paints the first screen, in the device's language, before any script has run. Nothing for an
 * unknown or disabled branch (the app says so) or any other page.
 */
export function guestPageFill(db: Db): PageFiller {
  const texts = loadDoorTexts();
  return async (pathname, cookie) => {
    const uuid = GUEST_PAGE.exec(pathname)?.[1]?.toLowerCase();
    if (!uuid) return undefined;
    // The address must be the one src/api/guest-logbook.ts asks for, or the browser fetches twice.
    const lookUp = `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/scan_qr?uuid=${uuid}">`;
    const branch = await findEstablishment(db, uuid);
    if (!branch || branch.disabled_at !== null) return { head: lookUp };
    const lang = toLocale(LANGUAGE_COOKIE.exec(cookie ?? "")?.[1]) ?? FALLBACK_LOCALE;
    return {
      head: branch.logo ? `${lookUp}<link rel="preload" as="image" href="${attribute(branch.logo)}">` : lookUp,
      shell: doorShell(branch, texts[lang], lang),
      lang,
    };
  };
}
