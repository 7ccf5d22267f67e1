import { randomUUID } from "node:crypto";
import { ADDRESSES } from "../reference-data/address-data.ts";
import { SEEDED_TITLES } from "../reference-data/seeded-titles.ts";
import type { Db } from "./connection.ts";
import type { CoreDatabase } from "./schema.ts";

type FilledIn = "id" | "sort_order" | "title_ja" | "title_ko" | "title_zh" | "retired_at";

const SYMPTOMS: ReadonlyArray<Omit<CoreDatabase["symptoms"], FilledIn>> = [
  { code: "FEVER", title: "Fever", category: "COMMON" },
  { code: "DRY_COUGH", title: "Dry cough", category: "COMMON" },
  { code: "TIREDNESS", title: "Tiredness", category: "COMMON" },
  { code: "LOSS_OF_TASTE_OR_SMELL", title: "Loss of taste or smell", category: "COMMON" },
  { code: "SORE_THROAT", title: "Sore throat", category: "OTHER" },
  { code: "HEADACHE", title: "Headache", category: "OTHER" },
  { code: "ACHES_AND_PAINS", title: "Aches and pains", category: "OTHER" },
  { code: "DIARRHEA", title: "Diarrhea", category: "OTHER" },
  { code: "SHORTNESS_OF_BREATH", title: "Difficulty breathing or shortness of breath", category: "OTHER" },
];

const PURPOSES = ["Business", "Pleasure"];

/** The English title with its Japanese, Korean and Chinese ones. */
function titled(title: string) {
  const titles = SEEDED_TITLES[title];
  return { title, title_ja: titles?.ja ?? "", title_ko: titles?.ko ?? "", title_zh: titles?.zh ?? "" };
}

const SETTINGS: ReadonlyArray<Pick<CoreDatabase["settings"], "code" | "value_type" | "value">> = [
  { code: "pandemic_mode", value_type: "boolean", value: "true" },
  /** Contact tracing (decision 025): the shortest overlap that makes a contact, and how long a contact may spread. */
  { code: "tracing_minimum_overlap_minutes", value_type: "number", value: "15" },
  { code: "tracing_incubation_days", value_type: "number", value: "14" },
];

export const DEMO_ESTABLISHMENT = {
  name: "Garapan Seaside Cafe",
  branch: "Beach Road",
  label: "Main entrance",
  logo: "",
  qr_type: "ESTABLISHMENT",
} as const;
/** Beach Road in Garapan, Saipan: implausible-travel checks need branches on the map. */
const DEMO_PLACE = { latitude: 15.2113, longitude: 145.7178 } as const;

export interface SeedOptions {
  /** The ownerless demo branch, for development and trials; production has none unless asked (decision 023). */
  demoBranch?: boolean;
  now?: Date;
}

/** Seeds reference data and the demo establishment once; staff edits made later are kept. */
export async function seedReferenceData(db: Db, { demoBranch = true, now = new Date() }: SeedOptions = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await trx.selectFrom("symptoms").select("id").limit(1).executeTakeFirst())) {
      await trx
        .insertInto("symptoms")
        .values(SYMPTOMS.map((symptom, index) => ({ ...symptom, ...titled(symptom.title), id: randomUUID(), sort_order: index })))
        .execute();
    }
    if (!(await trx.selectFrom("purposes").select("id").limit(1).executeTakeFirst())) {
      await trx
        .insertInto("purposes")
        .values(PURPOSES.map((title, index) => ({ ...titled(title), id: randomUUID(), sort_order: index })))
        .execute();
    }
    for (const setting of SETTINGS) {
      await trx
        .insertInto("settings")
        .values(setting)
        .onConflict((conflict) => conflict.column("code").doNothing())
        .execute();
    }
    if (!(await trx.selectFrom("addresses").select("code").limit(1).executeTakeFirst())) {
      await trx
        .insertInto("addresses")
        .values(ADDRESSES.map((address, index) => ({ ...address, sort_order: index })))
        .execute();
    }
    if (demoBranch && !(await trx.selectFrom("establishments").select("id").limit(1).executeTakeFirst())) {
      await trx
        .insertInto("establishments")
        .values({ ...DEMO_ESTABLISHMENT, ...DEMO_PLACE, id: randomUUID(), created_at: now.toISOString() })
        .execute();
    }
  });
}
