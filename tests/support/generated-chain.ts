import { randomUUID } from "node:crypto";
import type { HealthStore } from "../../server/db/stores/health/health-form-queries.ts";
import { insertCase } from "./tracing.ts";

const NAMES = [
  "ANA LUZ CRUZ",
  "BO",
  "MARÍA FERNANDA DE LOS SANTOS VILLANUEVA",
  "山田 太郎",
  "김민준",
  "CHEN WEI",
  "NGOZI OKONKWO-ADEYEMI",
  "LI",
  "JOSÉ TAITANO",
  "王 秀英",
];
const PLACES = ["Saipan Noodle House — Garapan", "Beach Cafe — Susupe", "Tinian Dynasty Hotel & Casino — Lobby Bar", "Joeten Supermarket — Dandan", "市場"];

const ROWS_PER_INSERT = 200;

/**
 * A case whose contact list is a generated chain of `size` people (the index person included): each
 * contact exposed by someone of the generation above, at one of a handful of places, names of every
 * length and script. The same seed writes the same chain.
 */
export async function writeGeneratedChain(
  health: HealthStore,
  { size, openedBy, seed = 1 }: { size: number; openedBy: string; seed?: number },
): Promise<string> {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const caseId = await insertCase(health, { opened_by: openedBy, full_name: "IDA INDEX", list_state: "frozen" });
  const places = PLACES.map((label) => ({ id: randomUUID(), label }));
  // Each generation wider than the one before: about the cube root of the size, then its square, then the rest.
  const first = Math.max(2, Math.round(Math.cbrt(size)));
  const second = first + Math.max(2, Math.round(Math.cbrt(size) ** 2));
  const now = Date.now();
  const byGeneration: string[][] = [[], [], []];
  const rows = [];
  for (let index = 1; index < size; index += 1) {
    const generation = index <= first ? 1 : index <= second ? 2 : 3;
    const parent = generation === 1 ? null : pick(byGeneration[generation - 2] ?? []);
    const id = randomUUID();
    byGeneration[generation - 1]?.push(id);
    const place = pick(places);
    const at = new Date(now - (4 - generation) * 86_400_000 + index * 60_000).toISOString();
    rows.push({
      id,
      case_id: caseId,
      person_key: `mobile:1670${String(index).padStart(7, "0")}`,
      user_id: null,
      full_name: `${pick(NAMES)} ${index}`,
      mobile_number: null,
      email: null,
      language: "en",
      generation,
      exposure_start: at,
      overlap_minutes: 15 + Math.floor(random() * 90),
      establishment_id: place.id,
      place: place.label,
      parent_contact_id: parent,
      parent_person_key: "mobile:16705550100",
      parent_visit_id: randomUUID(),
      parent_visit_start: at,
      parent_visit_end: at,
      visit_id: randomUUID(),
      visit_start: at,
      visit_end: at,
      review_reason: null,
      reviewed_by: null,
      reviewed_at: null,
      follow_up_due: null,
      follow_up_note: null,
      notified_at: null,
      notified_by: null,
      updated_at: at,
    });
  }
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    await health
      .insertInto("tracing_contacts")
      .values(rows.slice(at, at + ROWS_PER_INSERT))
      .execute();
  }
  return caseId;
}
