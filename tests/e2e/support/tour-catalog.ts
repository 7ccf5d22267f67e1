import { readFileSync } from "node:fs";
import path from "node:path";

export type TourLanguage = "en" | "ja" | "ko" | "zh";

/** The name each language has in the language question: its own. */
export const LANGUAGE_NAMES: Record<TourLanguage, string> = { en: "English", ja: "日本語", ko: "한국어", zh: "中文" };

const root = path.resolve(import.meta.dirname, "../../..");
const catalogs = new Map<TourLanguage, Map<string, string>>();

/** The quoted strings after `keyword` in one catalog entry, joined (a long text spans several lines). */
function field(entry: string[], keyword: string): string | undefined {
  const start = entry.findIndex((line) => line.startsWith(`${keyword} "`));
  if (start < 0) return undefined;
  const parts = [entry[start]?.slice(keyword.length + 1) ?? ""];
  for (const line of entry.slice(start + 1)) {
    if (!line.startsWith('"')) break;
    parts.push(line);
  }
  return parts.map((part) => JSON.parse(part) as string).join("");
}

function catalog(language: TourLanguage): Map<string, string> {
  const known = catalogs.get(language);
  if (known) return known;
  const messages = new Map<string, string>();
  const text = readFileSync(path.join(root, "locales", `${language}.po`), "utf8");
  for (const block of text.split(/\n\s*\n/)) {
    const entry = block.split("\n").map((line) => line.trim());
    const id = field(entry, "msgid");
    const translation = field(entry, "msgstr");
    if (id && translation && !messages.has(id)) messages.set(id, translation);
  }
  catalogs.set(language, messages);
  return messages;
}

/**
 * An English screen text as the tree under test's catalog gives it in `language` (the English itself
 * when untranslated), so the tour finds its buttons in any language and after any rewording.
 */
export function say(language: TourLanguage, english: string): string {
  return language === "en" ? english : (catalog(language).get(english) ?? english);
}
