/**
 * Who a visit belongs to (docs/decisions/034-one-person-one-record.md): one key per person however
 * they checked in, for "one open visit per person", the door's case status and contact tracing.
 * Phones are shared in families, so a person met through a phone is the phone and their name.
 */

const ACCOUNT = "user:";
const PHONE = "mobile:";
const NAME_SEPARATOR = "/";

const PLAIN_NAMES = /^[A-Z0-9]+(?: [A-Z0-9]+)*$/;

export interface PersonNames {
  first_name: string | null;
  last_name: string | null;
}

/**
 * First and last name as one comparable text: accents and marks dropped, upper case, anything but
 * letters and digits a single space ("María  d'Souza" → "MARIA D SOUZA"). The middle name is left
 * out: people give it at one door and not at the next.
 */
export function nameKey({ first_name, last_name }: PersonNames): string {
  const names = `${first_name ?? ""} ${last_name ?? ""}`;
  // Most names arrive upper-case and plain already (the forms' Name field): the check-in's hot path skips the rest.
  if (PLAIN_NAMES.test(names)) return names;
  return names
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function accountPersonKey(userId: string): string {
  return `${ACCOUNT}${userId}`;
}

/** The start of every key of the people met through one phone (E.164): `mobile:<digits>/`. */
function phoneKeyPrefix(mobileNumber: string): string {
  return `${PHONE}${mobileNumber.replace(/\D/g, "")}${NAME_SEPARATOR}`;
}

/** A person met through a phone (E.164) that is not their account's: a guest, or someone checked in with the phone's holder. */
export function phonePersonKey(mobileNumber: string, names: PersonNames): string {
  return `${phoneKeyPrefix(mobileNumber)}${nameKey(names)}`;
}

/** A companion of an account holder without a mobile number: the account and the companion's name. */
export function accountCompanionKey(userId: string, names: PersonNames): string {
  return `${ACCOUNT}${userId}${NAME_SEPARATOR}${nameKey(names)}`;
}

/** An account holder themself (`user:<id>`), as opposed to a companion or a guest. */
export function isAccountKey(key: string): boolean {
  return key.startsWith(ACCOUNT) && !key.includes(NAME_SEPARATOR);
}

/** The account of an account holder's key; undefined for anyone else. */
export function accountOfKey(key: string): string | undefined {
  return isAccountKey(key) ? key.slice(ACCOUNT.length) : undefined;
}

export interface AccountIdentity extends PersonNames {
  id: string;
  mobile_number: string | null;
}

/**
 * Whether someone who gave this phone and name is the account's holder: the numbers are one and
 * the names the same by their keys. An account without a first and last name is never matched:
 * who holds the phone is then unknown.
 */
export function isAccountHolder(account: AccountIdentity, mobileNumber: string, names: PersonNames): boolean {
  if (!account.mobile_number || !account.first_name || !account.last_name) return false;
  return account.mobile_number === mobileNumber && nameKey(account) === nameKey(names);
}

/** A person key as stored (decision 034), for payloads that name a person by it. */
export const PERSON_KEY_PATTERN = /^(user:[0-9a-f-]{36}(\/[\p{L}\p{N} ]{1,201})?|mobile:\d{6,15}\/[\p{L}\p{N} ]{1,201})$/u;
