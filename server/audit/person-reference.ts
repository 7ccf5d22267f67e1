import { createHmac } from "node:crypto";
import { accountOfKey } from "#domain/person-key.ts";

/**
 * How an audit record names a person (decision 040): never by number, name or e-mail, which the
 * admin's audit viewer would show. An account holder is their account id (`user:<id>`, opaque); a
 * guest, met through a phone and a name (`mobile:16702000101/LUCIA SANTOS`), a keyed hash of that
 * key. Keyed with a server secret the database does not hold, so reading the trail cannot confirm a
 * guessed number; the same person is the same reference in every record.
 */
export function personReference(key: string, personKey: string): string {
  if (accountOfKey(personKey)) return personKey;
  return `person:${createHmac("sha256", key).update(`audit person reference\0${personKey}`).digest("base64url").slice(0, 22)}`;
}

/** A person key with a number or name, an e-mail address or a phone number: what a record id must never be. */
export function namesPersonInClear(recordId: string): boolean {
  return recordId.startsWith("mobile:") || (recordId.startsWith("user:") && recordId.includes("/")) || recordId.includes("@") || /^\+?\d{7,15}$/.test(recordId);
}
