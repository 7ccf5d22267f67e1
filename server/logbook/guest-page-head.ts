import type { Db } from "../db/connection.ts";
import { findEstablishment } from "./visit-queries.ts";

const GUEST_PAGE = /^\/g\/logbook\/([0-9a-f-]{36})$/i;

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * What the guest check-in page's HTML asks the browser to fetch at once (decision 031): the QR's
 * look-up, which the app's own request then takes from the preload instead of starting only once
 * all the JavaScript has run, and the branch's logo. Undefined for every other page.
 */
export function guestPageHead(db: Db): (pathname: string) => Promise<string | undefined> {
  return async (pathname) => {
    const uuid = GUEST_PAGE.exec(pathname)?.[1]?.toLowerCase();
    if (!uuid) return undefined;
    // The address must be the one src/api/guest-logbook.ts asks for, or the browser fetches twice.
    const lookUp = `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/scan_qr?uuid=${uuid}">`;
    const logo = (await findEstablishment(db, uuid))?.logo;
    return logo ? `${lookUp}<link rel="preload" as="image" href="${attribute(logo)}">` : lookUp;
  };
}
