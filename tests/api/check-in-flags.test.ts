import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connection.ts";
import * as v from "valibot";
import { type CheckInRequest, recordCheckIns } from "../../server/logbook/check-in-batch.ts";
import { type CheckInBranch, flagCheckIn } from "../../server/logbook/check-in-flags.ts";
import { guestPeople } from "../../server/logbook/check-in-visitors.ts";
import { GuestCheckIn } from "#domain/logbook.ts";
import { createBranch, guestCheckIn } from "./logbook-support.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { insertVisit } from "../support/logbook-rows.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS, withTestDatabase } from "../support/test-database.ts";

const GARAPAN = { latitude: 15.2069, longitude: 145.7197 };
const SUSUPE = { latitude: 15.1547, longitude: 145.7036 };
const NEAR_GARAPAN = { latitude: 15.2159, longitude: 145.7197 };
const MINUTE_MS = 60_000;
const T0 = new Date("2026-11-23T10:00:00.000Z");
const minutesAfter = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE_MS);
const newPerson = () => `user:${randomUUID()}`;

describe.each(DATABASE_KINDS)("flags of implausible check-ins on %s", (kind) => {
  let db: Db;

  withTestDatabase(kind, (database) => (db = database.db));

  const flagsOf = (visitId: string) =>
    db.selectFrom("visit_flags").select(["reason", "detail", "created_at"]).where("visit_id", "=", visitId).orderBy("reason").execute();

  /** Records a check-in as the check-in endpoints do (a batch of one), flags included. */
  async function checkIn(branch: CheckInBranch, personKey: string, startedAt: Date): Promise<string> {
    const visitor = { ...guestPeople(v.parse(GuestCheckIn, guestCheckIn(branch.id)))[0].visitor, person_key: personKey };
    const request: CheckInRequest = {
      branchId: branch.id,
      people: [{ visitor, accessStatus: "ALLOWED", symptoms: [] }],
      now: startedAt,
      checkOutKeyHash: null,
    };
    const [outcome] = await db.transaction().execute((trx) => recordCheckIns(trx, [request]));
    if (outcome?.kind !== "recorded") throw new Error(`The check-in was not recorded: ${outcome?.kind}`);
    return outcome.visits[0].id;
  }

  it("flags a check-in 6 km away two minutes after the last one, and says what it measured without naming anyone", async () => {
    const garapan = await createBranch(db, GARAPAN);
    const susupe = await createBranch(db, SUSUPE);
    const person = newPerson();
    const first = await checkIn(garapan, person, T0);
    const second = await checkIn(susupe, person, minutesAfter(2));
    expect(await flagsOf(first)).toEqual([]);
    expect(await flagsOf(second)).toEqual([
      {
        reason: "too_far_too_fast",
        detail: `6.1 km from the check-in ${first} at branch ${garapan.id} 2.0 minutes apart (182 km/h; plausible up to 150 km/h)`,
        created_at: minutesAfter(2).toISOString(),
      },
    ]);
    const detail = (await flagsOf(second))[0]?.detail ?? "";
    for (const personal of ["TEST", "VISITOR", "16705550100", person]) expect(detail).not.toContain(personal);
    // The visit itself stands: a flag asks staff to look, it refuses nothing.
    expect(await db.selectFrom("visits").select("access_status").where("id", "=", second).executeTakeFirst()).toEqual({ access_status: "ALLOWED" });
  });

  it("leaves plausible trips, nearby branches, other people and branches without a place unflagged", async () => {
    const garapan = await createBranch(db, GARAPAN);
    const susupe = await createBranch(db, SUSUPE);
    const nearby = await createBranch(db, NEAR_GARAPAN);
    const unplaced = await createBranch(db);
    const person = newPerson();
    const visits = [
      await checkIn(garapan, person, T0),
      await checkIn(susupe, person, minutesAfter(10)),
      await checkIn(unplaced, person, minutesAfter(11)),
      await checkIn(garapan, newPerson(), minutesAfter(11)),
    ];
    const elsewhere = newPerson();
    visits.push(await checkIn(garapan, elsewhere, minutesAfter(20)), await checkIn(nearby, elsewhere, minutesAfter(20)));
    for (const visitId of visits) expect(await flagsOf(visitId)).toEqual([]);
  });

  it("compares a check-in with the ones before it, not after", async () => {
    const garapan = await createBranch(db, GARAPAN);
    const susupe = await createBranch(db, SUSUPE);
    const person = newPerson();
    const later = await insertVisit(db, { branchId: susupe.id, personKey: person, startedAt: minutesAfter(1) });
    const current = await checkIn(garapan, person, T0);
    expect(await flagsOf(current)).toEqual([]);
    await flagCheckIn(db, { id: later, person_key: person, started_at: minutesAfter(1).toISOString() }, susupe, 1, minutesAfter(1));
    expect(await flagsOf(later)).toEqual([expect.objectContaining({ reason: "too_far_too_fast" })]);
  });

  it("flags every check-in past the 30th within a minute at one branch", async () => {
    const branch = await createBranch(db, GARAPAN);
    const other = await createBranch(db, GARAPAN);
    await checkIn(other, newPerson(), T0);
    const visits: string[] = [];
    for (let index = 0; index < 32; index += 1) visits.push(await checkIn(branch, newPerson(), new Date(T0.getTime() + index * 1000)));
    for (const visitId of visits.slice(0, 30)) expect(await flagsOf(visitId)).toEqual([]);
    expect(await flagsOf(visits[30] ?? "")).toEqual([
      {
        reason: "burst_at_branch",
        detail: "31 check-ins at this branch within 60 seconds (more than 30 is a burst)",
        created_at: minutesAfter(0.5).toISOString(),
      },
    ]);
    expect(await flagsOf(visits[31] ?? "")).toEqual([expect.objectContaining({ detail: expect.stringMatching(/^32 check-ins/) })]);
    // A minute after the first, the window has moved on.
    expect(await flagsOf(await checkIn(branch, newPerson(), minutesAfter(1.5)))).toEqual([]);
  });
});

describe.each(DATABASE_KINDS)("flags through the guest check-in endpoint on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  it("welcomes a guest who appears 6 km away two minutes later, and flags that check-in for staff", async () => {
    const garapan = (await createBranch(server.database.db, GARAPAN)).id;
    const susupe = (await createBranch(server.database.db, SUSUPE)).id;
    const first = guestCheckIn(garapan);
    const checkIn = (body: Record<string, unknown>) => postJson(server, "/api/v1/scan_qr/confirm", body, { client: newClientAddress() });
    const firstAnswer = await checkIn(first);
    expect(firstAnswer.statusCode).toBe(200);
    clock.advance(2 * MINUTE_MS);
    const second = await checkIn({ ...first, location_qr_code_uuid: susupe });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ message: "Welcome!" });
    const flags = await server.database.db
      .selectFrom("visit_flags")
      .innerJoin("visits", "visits.id", "visit_flags.visit_id")
      .select(["visits.establishment_id", "visit_flags.reason"])
      .where("visits.establishment_id", "in", [garapan, susupe])
      .execute();
    expect(flags).toEqual([{ establishment_id: susupe, reason: "too_far_too_fast" }]);
  });
});
