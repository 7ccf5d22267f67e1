import { randomUUID } from "node:crypto";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../server/db/connection.ts";
import type { CheckInOutcome, CheckInRequest } from "../../server/logbook/check-in-batch.ts";
import { guestPeople } from "../../server/logbook/check-in-visitors.ts";
import { checkInWriter } from "../../server/logbook/check-in-writer.ts";
import type { Visitor } from "../../server/logbook/visit-rules.ts";
import { GuestCheckIn } from "#domain/logbook.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";
import { createBranch, guestCheckIn, visitsAt } from "./logbook-support.ts";

const T0 = new Date("2026-11-23T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(DATABASE_KINDS)("check-ins written in batches on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  /** Another connection: it sees only what has been committed. */
  let observer: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    observer = openDatabase(database.config);
  });
  afterAll(async () => {
    await observer.destroy();
    await database.drop();
  });

  const guest = (branchId: string, overrides: Record<string, unknown> = {}): Visitor =>
    guestPeople(v.parse(GuestCheckIn, guestCheckIn(branchId, overrides)))[0].visitor;
  const request = (branchId: string, visitor: Visitor, now = T0): CheckInRequest => ({
    branchId,
    people: [{ visitor, accessStatus: "ALLOWED", symptoms: [] }],
    now,
    checkOutKeyHash: null,
  });
  const recordedId = (outcome: CheckInOutcome) => (outcome.kind === "recorded" ? outcome.visits[0].id : undefined);

  it("answers each check-in only once it is committed: another connection already sees it", async () => {
    const write = checkInWriter(db);
    const branch = await createBranch(db);
    const seenWhenAnswered = await Promise.all(
      [1, 2, 3].map(async () => {
        const id = recordedId(await write(request(branch.id, guest(branch.id))));
        return (
          await observer
            .selectFrom("visits")
            .select("id")
            .where("id", "=", id ?? "")
            .execute()
        ).length;
      }),
    );
    expect(seenWhenAnswered).toEqual([1, 1, 1]);
  });

  it("counts the check-ins of one batch against the branch's guest limit in arrival order", async () => {
    const write = checkInWriter(db);
    const branch = await createBranch(db);
    const outcomes = await Promise.all(Array.from({ length: 125 }, (_, index) => write(request(branch.id, guest(branch.id), at(index)))));
    expect(outcomes.slice(0, 120).every((outcome) => outcome.kind === "recorded")).toBe(true);
    for (const outcome of outcomes.slice(120)) {
      expect(outcome).toEqual({ kind: "branch_busy", retryAfterSeconds: 60 });
    }
    expect(await visitsAt(db, branch.id)).toHaveLength(120);
  });

  it("flags the check-ins past the 30th of one batch at one branch as a burst", async () => {
    const write = checkInWriter(db);
    const branch = await createBranch(db);
    const outcomes = await Promise.all(Array.from({ length: 32 }, (_, index) => write(request(branch.id, guest(branch.id), at(index)))));
    const flagged = await db
      .selectFrom("visit_flags")
      .select(["visit_id", "reason"])
      .where(
        "visit_id",
        "in",
        outcomes.map(recordedId).filter((id) => id !== undefined),
      )
      .execute();
    expect(flagged.map((flag) => flag.reason)).toEqual(["burst_at_branch", "burst_at_branch"]);
    expect(flagged.map((flag) => flag.visit_id).sort()).toEqual(outcomes.slice(30).map(recordedId).sort());
  });

  it("keeps the later of one person's two check-ins in a batch open and ends the earlier at its start", async () => {
    const write = checkInWriter(db);
    const [first, second] = [await createBranch(db), await createBranch(db)];
    const person = guest(first.id);
    const [earlier, later] = await Promise.all([write(request(first.id, person, at(0))), write(request(second.id, person, at(5)))]);
    const visits = await db
      .selectFrom("visits")
      .select(["id", "ends_at", "end_reason"])
      .where("person_key", "=", person.person_key)
      .orderBy("started_at")
      .execute();
    expect(visits).toEqual([
      { id: recordedId(earlier), ends_at: at(5).toISOString(), end_reason: "checked_in_elsewhere" },
      { id: recordedId(later), ends_at: at(5 + 120 * 60_000).toISOString(), end_reason: "duration" },
    ]);
  });

  it("answers an unknown branch for that check-in alone; the others of its batch are recorded", async () => {
    const write = checkInWriter(db);
    const branch = await createBranch(db);
    const unknown = randomUUID();
    const outcomes = await Promise.all([
      write(request(branch.id, guest(branch.id))),
      write(request(unknown, guest(unknown))),
      write(request(branch.id, guest(branch.id))),
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["recorded", "unknown_branch", "recorded"]);
    expect(await visitsAt(db, branch.id)).toHaveLength(2);
  });

  it("when a batch cannot be written, writes each check-in alone, so only the one at fault fails", async () => {
    const write = checkInWriter(db);
    const branch = await createBranch(db);
    // A name the table refuses (not null): the batch's one insert fails as a whole.
    const faulty = { ...guest(branch.id), first_name: null as unknown as string };
    const answers = await Promise.allSettled([
      write(request(branch.id, guest(branch.id))),
      write(request(branch.id, faulty)),
      write(request(branch.id, guest(branch.id))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const stored = await observer.selectFrom("visits").select("id").where("establishment_id", "=", branch.id).execute();
    const answered = answers.flatMap((answer) => (answer.status === "fulfilled" ? [recordedId(answer.value)] : []));
    expect(stored.map((row) => row.id).sort()).toEqual(answered.sort());
  });
});
