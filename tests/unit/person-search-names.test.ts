import { describe, expect, it } from "vitest";
import { NAME_MATCH_FLOOR, nameCloseness, nameKeys, nameWords, soundKey } from "../../server/tracing/person-search-names.ts";

const names = (first: string, last: string, middle: string | null = null) => ({ first_name: first, middle_name: middle, last_name: last });

describe("forgiving name keys", () => {
  it("reads the words of a name without accents, case, punctuation or initials", () => {
    expect(nameWords("  Ño-ël  O'Brien, J. ")).toEqual(["NO", "EL", "BRIEN"]);
  });

  it("gives spellings that sound alike one sound key, the first letter included", () => {
    expect(soundKey("SMYTH")).toBe(soundKey("SMITH"));
    expect(soundKey("JON")).toBe(soundKey("JOHN"));
    expect(soundKey("KATHY")).toBe(soundKey("CATHY"));
    expect(soundKey("FILIP")).toBe(soundKey("PHILIP"));
    expect(soundKey("SMTIH")).toBe(soundKey("SMITH"));
    expect(soundKey("JONES")).not.toBe(soundKey("JOHN"));
  });

  it("keys each distinct word as written and by its sound", () => {
    expect(nameKeys(names("JOHN", "SMITH"))).toEqual(["w:JOHN", "s:25", "w:SMITH", "s:253"]);
    expect(nameKeys({ first_name: null, middle_name: null, last_name: null })).toEqual([]);
  });
});

describe("how close a name is to what was typed", () => {
  it("ranks the exact name first, then a misspelling, in any order of the words", () => {
    const exact = nameCloseness(nameWords("John Smith"), names("JOHN", "SMITH"));
    const misspelt = nameCloseness(nameWords("Jon Smyth"), names("JOHN", "SMITH"));
    const reversed = nameCloseness(nameWords("Smyth Jon"), names("JOHN", "SMITH"));
    expect(exact).toBe(1);
    expect(misspelt).toBeLessThan(exact);
    expect(reversed).toBe(misspelt);
    expect(misspelt).toBeGreaterThan(nameCloseness(nameWords("Jon Smyth"), names("JANE", "SMITH")));
  });

  it("counts a swap of neighbouring letters as one mistake", () => {
    expect(nameCloseness(["JHON"], names("JOHN", "DOE"))).toBe(0.75);
  });

  it("leaves out names that only share a sound with one word", () => {
    expect(nameCloseness(nameWords("John Smith"), names("PETER", "JONES"))).toBeLessThan(NAME_MATCH_FLOOR);
    expect(nameCloseness(nameWords("John Smith"), { first_name: null, middle_name: null, last_name: null })).toBe(0);
  });
});
