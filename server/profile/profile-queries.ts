import { claimGuestRecords } from "../logbook/account-claims.ts";
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { FamilyMember, SaveProfile } from "#domain/accounts.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";
import { writeNameKeys } from "../tracing/person-search-names.ts";

export type UserRow = Selectable<CoreDatabase["users"]>;
export type FamilyRow = CoreDatabase["family_members"];

export function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
}

export function listFamily(db: Db, userId: string): Promise<FamilyRow[]> {
  return db.selectFrom("family_members").selectAll().where("user_id", "=", userId).orderBy("position").execute();
}

/**
 * Saves the profile form; optional fields left out are cleared. The e-mail address and mobile number
 * are sign-in identities proven by a code, so the form never writes them (see docs/decisions/006-one-time-passwords.md).
 */
export async function saveProfile(db: Db, user: Pick<UserRow, "id" | "mobile_number">, profile: SaveProfile, now: Date): Promise<void> {
  const userId = user.id;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({
        first_name: profile.name,
        middle_name: profile.middle_name ?? null,
        last_name: profile.last_name,
        gender: profile.gender,
        birth_date: profile.birth_date,
        photo_url: profile.photo_url ?? null,
        passport: profile.passport ?? null,
        passport_country: profile.passport_country ?? null,
        region_code: profile.region_code ?? null,
        province_code: profile.province_code ?? null,
        municipality_code: profile.municipality_code ?? null,
        barangay_code: profile.barangay_code ?? null,
        company_name: profile.company_name ?? null,
        updated_at: now.toISOString(),
      })
      .where("id", "=", userId)
      .execute();
    await writeNameKeys(trx, userId, { first_name: profile.name, middle_name: profile.middle_name ?? null, last_name: profile.last_name });
    await claimGuestRecords(trx, { id: userId, mobile_number: user.mobile_number, first_name: profile.name, last_name: profile.last_name });
  });
}

/** Replaces the whole family list, in the order given. */
export async function replaceFamily(db: Db, userId: string, members: readonly FamilyMember[]): Promise<FamilyRow[]> {
  const rows: FamilyRow[] = members.map((member, position) => ({
    id: randomUUID(),
    user_id: userId,
    position,
    first_name: member.first_name,
    middle_name: member.middle_name ?? null,
    last_name: member.last_name,
    birth_date: member.birth_date,
    gender: member.gender,
    passport: member.passport ?? null,
    passport_country: member.passport_country ?? null,
  }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("family_members").where("user_id", "=", userId).execute();
    if (rows.length) await trx.insertInto("family_members").values(rows).execute();
  });
  return rows;
}
