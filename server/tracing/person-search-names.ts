import type { Transaction } from "kysely";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";

/**
 * Names spelt forgivingly (decision 028): "Jon Smyth" finds "JOHN SMITH". Each word of an
 * account's names is kept in `user_name_keys` as written and by its sound, whose primary key makes a
 * search a few index look-ups however many accounts there are. An account is a candidate when any
 * typed word sounds like one of its words (so one badly misspelt word of two still finds it); the
 * candidates are then ranked by how close their words are to the words typed (transposed, missing
 * or extra letters, in any order).
 */

type Executor = Db | Transaction<CoreDatabase>;

export interface PersonNames {
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
}

/** Letters that sound alike share a class (Soundex's); vowels and Y separate, H and W do not. */
const SOUND_CLASS: Readonly<Record<string, string>> = {
  B: "1",
  F: "1",
  P: "1",
  V: "1",
  C: "2",
  G: "2",
  J: "2",
  K: "2",
  Q: "2",
  S: "2",
  X: "2",
  Z: "2",
  D: "3",
  T: "3",
  L: "4",
  M: "5",
  N: "5",
  R: "6",
};
const SILENT = new Set(["H", "W"]);
const SOUND_KEY_LENGTH = 4;
/** The prefix of a word kept as written; a sound key starts "s:". */
export const WORD_KEY = "w:";

/** The words of a name: accents dropped, upper case, letters only; single letters (initials) say too little to key on. */
export function nameWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length > 1);
}

function soundClasses(word: string): string[] {
  const spoken = word.replace(/^(KN|GN|PN|WR|PS)/, (start) => start.slice(1)).replace(/PH/g, "F");
  const classes: string[] = [];
  for (const letter of spoken) {
    if (SILENT.has(letter)) continue;
    const sound = SOUND_CLASS[letter] ?? "0";
    if (sound !== classes.at(-1)) classes.push(sound);
  }
  return classes;
}

/** Soundex-like, with the first letter coded too, so "Cathy" sounds like "Kathy" and "Smyth" like "Smith". */
export function soundKey(word: string): string {
  const [first = "0", ...rest] = soundClasses(word);
  return (first + rest.filter((sound) => sound !== "0").join("")).slice(0, SOUND_KEY_LENGTH);
}

/** Two keys per word: the word as written (so exact spellings rank first) and its sound. */
export function wordKeys(word: string): string[] {
  return [`${WORD_KEY}${word}`, `s:${soundKey(word)}`];
}

export function nameKeys(names: PersonNames): string[] {
  const words = nameWords([names.first_name, names.middle_name, names.last_name].filter(Boolean).join(" "));
  return [...new Set(words.flatMap(wordKeys))];
}

/** Keeps an account's name keys current; called wherever its names are written. */
export async function writeNameKeys(db: Executor, userId: string, names: PersonNames): Promise<void> {
  await db.deleteFrom("user_name_keys").where("user_id", "=", userId).execute();
  const keys = nameKeys(names);
  if (keys.length)
    await db
      .insertInto("user_name_keys")
      .values(keys.map((name_key) => ({ name_key, user_id: userId })))
      .execute();
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost one. */
function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  const cells = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number): number => cells[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) cells[i * width] = i;
  for (let j = 0; j <= b.length; j++) cells[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      cells[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Words that sound alike are close even when spelt far apart ("Catherine", "Kathryn"). */
const SOUNDS_ALIKE = 0.7;
/** Below this a candidate is not shown. */
export const NAME_MATCH_FLOOR = 0.5;

function wordCloseness(typed: string, word: string): number {
  const spelling = 1 - editDistance(typed, word) / Math.max(typed.length, word.length);
  return soundKey(typed) === soundKey(word) ? Math.max(spelling, SOUNDS_ALIKE) : spelling;
}

/** 0–1: how well the typed words match the person's names, each typed word against its closest name word, in any order. */
export function nameCloseness(typedWords: readonly string[], names: PersonNames): number {
  const words = nameWords([names.first_name, names.middle_name, names.last_name].filter(Boolean).join(" "));
  if (!typedWords.length || !words.length) return 0;
  const total = typedWords.reduce((sum, typed) => sum + Math.max(...words.map((word) => wordCloseness(typed, word))), 0);
  return total / typedWords.length;
}
