import type { HealthDatabase } from "./health-schema.ts";
import type { HealthStore } from "./health-form-queries.ts";

export type VaccinationRow = HealthDatabase["vaccination_doses"];
export type TestResultRow = HealthDatabase["test_results"];

export async function insertVaccination(db: HealthStore, row: VaccinationRow): Promise<void> {
  await db.insertInto("vaccination_doses").values(row).execute();
}

export function listVaccinations(db: HealthStore, userId: string): Promise<VaccinationRow[]> {
  return db.selectFrom("vaccination_doses").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id").execute();
}

/** Deletes one of the account's own doses; false when it has none with that id. */
export async function deleteOwnVaccination(db: HealthStore, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("vaccination_doses").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertTestResult(db: HealthStore, row: TestResultRow): Promise<void> {
  await db.insertInto("test_results").values(row).execute();
}

export function listTestResults(db: HealthStore, userId: string): Promise<TestResultRow[]> {
  return db.selectFrom("test_results").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id").execute();
}

export async function deleteOwnTestResult(db: HealthStore, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("test_results").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface HealthSummary {
  covidDoses: number;
  boosters: number;
  rtPcrResults: number;
  attestations: number;
}

/** What the profile's has_* flags need, in one query. */
export async function healthSummaryOf(db: HealthStore, userId: string): Promise<HealthSummary> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("vaccination_doses")
        .select(eb.fn.countAll<number | string | bigint>().as("n"))
        .where("user_id", "=", userId)
        .where("dose_type", "=", "COVID_19_DOSE")
        .as("covid_doses"),
      eb
        .selectFrom("vaccination_doses")
        .select(eb.fn.countAll<number | string | bigint>().as("n"))
        .where("user_id", "=", userId)
        .where("dose_type", "!=", "COVID_19_DOSE")
        .as("boosters"),
      eb
        .selectFrom("test_results")
        .select(eb.fn.countAll<number | string | bigint>().as("n"))
        .where("user_id", "=", userId)
        .where("test_type", "=", "RT_PCR")
        .as("rt_pcr_results"),
      eb.selectFrom("attestations").select(eb.fn.countAll<number | string | bigint>().as("n")).where("user_id", "=", userId).as("attestations"),
    ])
    .executeTakeFirstOrThrow();
  return {
    covidDoses: Number(row.covid_doses),
    boosters: Number(row.boosters),
    rtPcrResults: Number(row.rt_pcr_results),
    attestations: Number(row.attestations),
  };
}
