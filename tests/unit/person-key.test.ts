import { describe, expect, it } from "vitest";
import { accountCompanionKey, accountOfKey, accountPersonKey, isAccountHolder, nameKey, PERSON_KEY_PATTERN, phonePersonKey } from "#domain/person-key.ts";

const ROSA = { id: "0b9f4a4e-4a43-4d1e-9a4e-2f1d6c8b7a10", first_name: "ROSA", last_name: "CAMACHO", mobile_number: "+16702345678" };

describe("person keys (decision 034)", () => {
  it("tells people apart by first and last name however they were written, the middle name left out", () => {
    expect(nameKey({ first_name: "María  José", last_name: "d'Souza-Cruz" })).toBe("MARIA JOSE D SOUZA CRUZ");
    expect(nameKey({ first_name: "MARIA JOSE", last_name: "D SOUZA CRUZ" })).toBe("MARIA JOSE D SOUZA CRUZ");
    expect(nameKey({ first_name: "さくら", last_name: "山田" })).toBe("さくら 山田");
    expect(nameKey({ first_name: "Lucia", last_name: "Santos" })).not.toBe(nameKey({ first_name: "Marco", last_name: "Santos" }));
  });

  it("keys the people met through one phone by the phone's digits and their name, and an account holder by the account", () => {
    expect(phonePersonKey("+16702345678", { first_name: "lucia", last_name: "santos" })).toBe("mobile:16702345678/LUCIA SANTOS");
    expect(accountPersonKey(ROSA.id)).toBe(`user:${ROSA.id}`);
    expect(accountCompanionKey(ROSA.id, { first_name: "Tito", last_name: "Camacho" })).toBe(`user:${ROSA.id}/TITO CAMACHO`);
    expect(accountOfKey(`user:${ROSA.id}`)).toBe(ROSA.id);
    expect(accountOfKey(`user:${ROSA.id}/TITO CAMACHO`)).toBeUndefined();
    expect(accountOfKey("mobile:16702345678/ROSA CAMACHO")).toBeUndefined();
    for (const key of [`user:${ROSA.id}`, `user:${ROSA.id}/TITO CAMACHO`, "mobile:16702345678/LUCIA SANTOS", "mobile:819012345678/さくら 山田"]) {
      expect(PERSON_KEY_PATTERN.test(key), key).toBe(true);
    }
    for (const key of ["mobile:16702345678", "user:someone", "mobile:1670/", "sql:1; drop table"]) expect(PERSON_KEY_PATTERN.test(key), key).toBe(false);
  });

  it("makes a guest an account's person only with the account's number and its holder's name", () => {
    expect(isAccountHolder(ROSA, "+16702345678", { first_name: "Rosa", last_name: "Camacho" })).toBe(true);
    expect(isAccountHolder(ROSA, "+16702345678", { first_name: "Lucia", last_name: "Camacho" })).toBe(false);
    expect(isAccountHolder(ROSA, "+16702345679", { first_name: "Rosa", last_name: "Camacho" })).toBe(false);
    expect(isAccountHolder({ ...ROSA, first_name: null }, "+16702345678", { first_name: "Rosa", last_name: "Camacho" })).toBe(false);
  });
});
