import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FLAG_ERRORS, FLAG_MESSAGES } from "#domain/tracing/check-in-flag-review.ts";
import { STAFF_ERRORS } from "#domain/staff/staff-accounts.ts";
import type { ApiServer } from "../support/api-server.ts";
import { insertVisit } from "../support/logbook-rows.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { createBranch } from "./logbook-support.ts";
import { auditedActions, serveTracingApi } from "./tracing-support.ts";

const MINUTE_MS = 60_000;

interface Flag {
  id: string;
  type: string;
  attributes: Record<string, unknown> & { review: string | null };
}

describe.each(DATABASE_KINDS)("flagged check-in review on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;

  serveTracingApi(kind, (started) => ({ server, official } = started));

  const db = () => server.database.db;
  let flagged = 0;

  /** A check-in at a branch of its own, flagged `minutesAgo` minutes ago. */
  async function flag(minutesAgo: number, reason: "too_far_too_fast" | "burst_at_branch" = "too_far_too_fast") {
    flagged += 1;
    const branch = await createBranch(db(), { name: "Saipan Noodle House", branch: `Branch ${flagged}` });
    const startedAt = new Date(Date.now() - minutesAgo * MINUTE_MS);
    const visitId = await insertVisit(db(), { branchId: branch.id, personKey: "mobile:16705550100", startedAt });
    const id = randomUUID();
    await db()
      .insertInto("visit_flags")
      .values({
        id,
        visit_id: visitId,
        reason,
        detail: `flag ${flagged}`,
        created_at: startedAt.toISOString(),
        review: null,
        review_note: null,
        reviewed_by: null,
        reviewed_at: null,
      })
      .execute();
    return { id, visitId, place: `Saipan Noodle House — Branch ${flagged}`, startedAt: startedAt.toISOString() };
  }
  const list = (state?: string, staff = official) => callStaffApi(server, "GET", `/api/staff/tracing/flags${state ? `?state=${state}` : ""}`, { staff });
  const review = (id: string, body: unknown, staff = official) => callStaffApi(server, "POST", `/api/staff/tracing/flags/${id}/review`, { staff, body });
  const audit = (action: string) => auditedActions(server, official, action);

  it("lists open flags newest first with the visitor, mobile number, place and time, and audits the read", async () => {
    const older = await flag(30);
    const newer = await flag(5, "burst_at_branch");
    const response = await list();
    expect(response.statusCode).toBe(200);
    const flags = response.json<{ data: Flag[] }>().data;
    const ours = flags.filter((candidate) => candidate.id === older.id || candidate.id === newer.id);
    expect(ours.map((candidate) => candidate.id)).toEqual([newer.id, older.id]);
    expect(ours[0]).toEqual({
      id: newer.id,
      type: "visit_flag",
      attributes: {
        reason: "burst_at_branch",
        detail: expect.any(String),
        flagged_at: newer.startedAt,
        visit_id: newer.visitId,
        full_name: "TEST VISITOR",
        mobile_number: "16705550100",
        place: newer.place,
        started_at: newer.startedAt,
        review: null,
        review_note: null,
        reviewed_at: null,
      },
    });
    expect((await audit("tracing.flags.list")).at(-1)).toMatchObject({
      outcome: "ok",
      purpose: "contact tracing",
      shown: expect.stringContaining("open flags"),
    });
  });

  it("names the earlier check-in's branch of a travel flag by its place, never by its id", async () => {
    const earlier = await createBranch(db(), { name: "Chalan Kanoa Bakery", branch: "Susupe" });
    const { id } = await flag(3);
    const earlierVisit = randomUUID();
    const stored = `6.1 km from the check-in ${earlierVisit} at branch ${earlier.id} 2.0 minutes apart (182 km/h; plausible up to 150 km/h)`;
    await db().updateTable("visit_flags").set({ detail: stored }).where("id", "=", id).execute();
    const shown = (await list()).json<{ data: Flag[] }>().data.find((candidate) => candidate.id === id);
    expect(shown?.attributes.detail).toBe("6.1 km from the check-in at Chalan Kanoa Bakery — Susupe 2.0 minutes apart (182 km/h; plausible up to 150 km/h)");
  });

  it("reviews a flag once: it moves to the reviewed list, a second review is 409 and keeps the first", async () => {
    const { id } = await flag(10);
    const first = await review(id, { review: "kept", note: "  Same phone, two people. " });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: Flag }>().data.attributes).toMatchObject({
      review: "kept",
      review_note: "Same phone, two people.",
      reviewed_at: expect.any(String),
    });
    expect((await list("open")).json<{ data: Flag[] }>().data.map((candidate) => candidate.id)).not.toContain(id);
    expect((await list("reviewed")).json<{ data: Flag[] }>().data.find((candidate) => candidate.id === id)?.attributes.review).toBe("kept");

    const second = await review(id, { review: "dismissed" });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: FLAG_MESSAGES.alreadyReviewed, code: "FLAG_ALREADY_REVIEWED", error: FLAG_ERRORS.alreadyReviewed });
    const stored = await db().selectFrom("visit_flags").select(["review", "reviewed_by"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ review: "kept", reviewed_by: official.id });
    expect((await audit("tracing.flag.review")).filter((row) => row.record_id === id).map((row) => row.outcome)).toEqual(["ok", "failed"]);
  });

  it("answers 404 for an unknown flag, 422 for a review that is neither dismiss nor keep or a bad state", async () => {
    const unknown = await review(randomUUID(), { review: "dismissed" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: FLAG_MESSAGES.notFound, code: "FLAG_NOT_FOUND" });
    const { id } = await flag(3);
    const invalid = await review(id, { review: "maybe" });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain("Choose dismiss or keep.");
    expect((await list("all")).statusCode).toBe(422);
  });

  it("refuses every other role (403) and changes nothing", async () => {
    const { id } = await flag(2);
    for (const role of ["customs_officer", "tourism_analyst", "admin", "front_liner"] as const) {
      const other = await createStaff(db(), [role]);
      const listed = await list("open", other);
      expect(listed.statusCode).toBe(403);
      expect(listed.json()).toMatchObject({ error: STAFF_ERRORS.forbidden });
      expect((await review(id, { review: "dismissed" }, other)).statusCode).toBe(403);
    }
    expect(await db().selectFrom("visit_flags").select("review").where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ review: null });
  });
});
