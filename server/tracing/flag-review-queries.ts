import type * as v from "valibot";
import type { FlaggedCheckIn, FlagReview } from "#domain/tracing/check-in-flag-review.ts";
import type { Db } from "../db/connection.ts";

/** At most this many flags in one list: a review screen, not an export. */
export const FLAG_LIST_LIMIT = 200;

function flagRows(db: Db) {
  return db
    .selectFrom("visit_flags")
    .innerJoin("visits", "visits.id", "visit_flags.visit_id")
    .innerJoin("establishments", "establishments.id", "visits.establishment_id")
    .select([
      "visit_flags.id",
      "visit_flags.reason",
      "visit_flags.detail",
      "visit_flags.created_at",
      "visit_flags.visit_id",
      "visit_flags.review",
      "visit_flags.review_note",
      "visit_flags.reviewed_at",
      "visits.user_id",
      "visits.first_name",
      "visits.middle_name",
      "visits.last_name",
      "visits.mobile_number",
      "visits.started_at",
      "establishments.name as establishment_name",
      "establishments.branch",
    ]);
}

type FlagRow = Awaited<ReturnType<ReturnType<typeof flagRows>["executeTakeFirstOrThrow"]>>;

/** How a travel flag names the earlier check-in (decision 010 keeps ids, never people, in the detail). */
const EARLIER_CHECK_IN = /the check-in [0-9a-f-]{36} at branch ([0-9a-f-]{36})/;

export const placeName = (branch: { name: string; branch: string }) => [branch.name, branch.branch].filter(Boolean).join(" — ");

/** The flags' details with the earlier check-in's branch written as the official knows it, by name. */
async function readableDetails(db: Db, rows: readonly FlagRow[]): Promise<FlagRow[]> {
  const branchIds = [...new Set(rows.flatMap((row) => EARLIER_CHECK_IN.exec(row.detail)?.[1] ?? []))];
  if (!branchIds.length) return [...rows];
  const branches = await db.selectFrom("establishments").select(["id", "name", "branch"]).where("id", "in", branchIds).execute();
  const names = new Map(branches.map((branch) => [branch.id, placeName(branch)]));
  return rows.map((row) => ({
    ...row,
    detail: row.detail.replace(EARLIER_CHECK_IN, (whole, branchId: string) => {
      const name = names.get(branchId);
      return name ? `the check-in at ${name}` : whole;
    }),
  }));
}

/** A flag as the list and the review answer it, with the visitor's account (for the audit trail only). */
export function flaggedCheckIn(row: FlagRow): v.InferOutput<typeof FlaggedCheckIn> & { user_id: string | null } {
  return {
    id: row.id,
    type: "visit_flag",
    user_id: row.user_id,
    attributes: {
      reason: row.reason,
      detail: row.detail,
      flagged_at: row.created_at,
      visit_id: row.visit_id,
      full_name: [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(" "),
      mobile_number: row.mobile_number,
      place: placeName({ name: row.establishment_name, branch: row.branch }),
      started_at: row.started_at,
      review: row.review,
      review_note: row.review_note,
      reviewed_at: row.reviewed_at,
    },
  };
}

/** Open (not yet reviewed) or reviewed flags, newest first. */
export async function listFlags(db: Db, state: "open" | "reviewed"): Promise<ReturnType<typeof flaggedCheckIn>[]> {
  const rows = await flagRows(db)
    .where("visit_flags.review", state === "open" ? "is" : "is not", null)
    .orderBy("visit_flags.created_at", "desc")
    .orderBy("visit_flags.id", "desc")
    .limit(FLAG_LIST_LIMIT)
    .execute();
  return (await readableDetails(db, rows)).map(flaggedCheckIn);
}

export async function findFlag(db: Db, id: string): Promise<ReturnType<typeof flaggedCheckIn> | undefined> {
  const row = await flagRows(db).where("visit_flags.id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [readable] = await readableDetails(db, [row]);
  return readable && flaggedCheckIn(readable);
}

/** Records the review on a flag nobody has reviewed yet; false when someone already has. */
export async function reviewFlag(db: Db, id: string, review: { review: FlagReview; note: string; staffId: string; now: Date }): Promise<boolean> {
  const result = await db
    .updateTable("visit_flags")
    .set({ review: review.review, review_note: review.note || null, reviewed_by: review.staffId, reviewed_at: review.now.toISOString() })
    .where("id", "=", id)
    .where("review", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
