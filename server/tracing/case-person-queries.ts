import { accountOfKey, accountPersonKey } from "#domain/person-key.ts";
import type { Db } from "../db/connection.ts";

/** The person a case is about, as the case snapshots them: an account's profile, or a guest's latest check-in. */
export interface Person {
  key: string;
  userId: string | null;
  fullName: string;
  mobileNumber: string | null;
  email: string | null;
}

export function fullName(names: { first_name: string | null; middle_name: string | null; last_name: string | null }): string {
  return [names.first_name, names.middle_name, names.last_name].filter((name) => name).join(" ");
}

export interface AccountNames {
  id: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  mobile_number: string | null;
  email: string | null;
}

export const ACCOUNT_COLUMNS = ["id", "first_name", "middle_name", "last_name", "mobile_number", "email"] as const;

export function accountPerson(user: AccountNames): Person {
  return { key: accountPersonKey(user.id), userId: user.id, fullName: fullName(user), mobileNumber: user.mobile_number, email: user.email };
}

/** The account of an account holder's key, or anyone else by their check-ins (named as on their latest visit; decision 034). */
export async function findPerson(db: Db, key: string): Promise<Person | undefined> {
  const accountId = accountOfKey(key);
  if (accountId !== undefined) {
    const user = await db.selectFrom("users").select(ACCOUNT_COLUMNS).where("id", "=", accountId).executeTakeFirst();
    return user && accountPerson(user);
  }
  const visit = await db
    .selectFrom("visits")
    .select(["first_name", "middle_name", "last_name", "mobile_number", "email"])
    .where("person_key", "=", key)
    .where("user_id", "is", null)
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return visit && { key, userId: null, fullName: fullName(visit), mobileNumber: visit.mobile_number, email: visit.email };
}
