import { readFileSync } from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "#domain/locales.ts";

/**
 * The words of the guest page's first screen, as the web app's own catalogs (locales/*.po) have them,
 * so the page's HTML paints the screen the app then draws, in the same words (decision 061).
 */
export const DOOR_MESSAGES = {
  government: "Government of the Commonwealth",
  back: "Back",
  title: "Continue As Guest",
  language: "Language",
  textSize: "Text size",
  smaller: "Smaller text",
  larger: "Larger text",
  lead: "You are about to enter",
  terms: "By continuing you agree to the <0>terms of use and privacy notice</0>.",
  guest: "Continue as Guest",
  webApp: "Continue with Web App",
} as const;

export type DoorTexts = Record<keyof typeof DOOR_MESSAGES, string>;

const CATALOGS = path.resolve(import.meta.dirname, "../../locales");

/** A PO string's content: the quoted pieces joined, its escapes read. */
function unquote(lines: string[]): string {
  return lines.map((line) => JSON.parse(line.trim()) as string).join("");
}

/** msgid → msgstr of one catalog; the header (empty msgid) and untranslated messages (empty msgstr) are left out. */
export function readCatalog(text: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const entry of text.split(/\n\s*\n/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(entry)?.[1];
    const translation = /^msgstr ((?:".*"\n?)+)/m.exec(entry)?.[1];
    if (id === undefined || translation === undefined) continue;
    const key = unquote(id.trim().split("\n"));
    const value = unquote(translation.trim().split("\n"));
    if (key !== "" && value !== "") messages.set(key, value);
  }
  return messages;
}

function textsOf(catalog: Map<string, string>): DoorTexts {
  return Object.fromEntries(Object.entries(DOOR_MESSAGES).map(([key, id]) => [key, catalog.get(id) ?? id])) as DoorTexts;
}

/** Read once, at start-up: the catalogs are part of the release. */
export function loadDoorTexts(folder = CATALOGS): Record<Locale, DoorTexts> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, textsOf(readCatalog(readFileSync(path.join(folder, `${locale}.po`), "utf8")))])) as Record<
    Locale,
    DoorTexts
  >;
}
