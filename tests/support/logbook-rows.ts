import { randomUUID } from "node:crypto";
import type { Db } from "../../server/db/connection.ts";
import { visitRow } from "./tracing-visits.ts";

const MINUTE_MS = 60_000;

/** A check-in of `personKey` at a branch, started at `startedAt`, as the check-in endpoints record it. */
export async function insertVisit(db: Db, visit: { branchId: string; personKey: string; startedAt: Date }): Promise<string> {
  const id = randomUUID();
  const row = visitRow({
    id,
    branchId: visit.branchId,
    personKey: visit.personKey,
    startedAt: visit.startedAt.toISOString(),
    endsAt: new Date(visit.startedAt.getTime() + 120 * MINUTE_MS).toISOString(),
  });
  await db
    .insertInto("visits")
    .values({ ...row, gender: "FEMALE", mobile_number: "16705550100", purpose: "Business", symptoms: JSON.stringify(["NONE_OF_THE_ABOVE"]) })
    .execute();
  return id;
}
