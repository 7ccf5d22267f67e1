import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L or U/V lookalikes: a reference read out on the phone or copied by hand stays the same. */
const ALPHABET = "ABCDEFGHJKMNPQRSTWXYZ23456789";
const GROUP_LENGTH = 4;

function group(): string {
  return Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** A new random reference such as "CM-7K3Q-9XWD" (29^8, about 5 × 10^11, of them); the table's unique index keeps it unique. */
export function newContactReference(): string {
  return `CM-${group()}-${group()}`;
}

export const CONTACT_REFERENCE_PATTERN = new RegExp(`^CM-[${ALPHABET}]{${GROUP_LENGTH}}-[${ALPHABET}]{${GROUP_LENGTH}}$`);
