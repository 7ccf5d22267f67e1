import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connection.ts";
import { contactPaths } from "../../server/tracing/contact-paths.ts";
import { byGenerationThenExposure, type TracedContact, type TracedExposure, traceContacts } from "../../server/tracing/contact-tracing.ts";
import { createBranch } from "./logbook-support.ts";
import { DATABASE_KINDS, withTestDatabase } from "../support/test-database.ts";
import { seededRandom } from "../support/seeded-random.ts";
import { insertPlannedVisits, type PlannedVisit } from "../support/tracing-visits.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const T0 = Date.parse("2026-11-01T08:00:00.000Z");
const at = (minutes: number) => new Date(T0 + minutes * MINUTE_MS).toISOString();
const DAY = 24 * 60;

/** The visits of a scenario, written in one go; each call names the branch, person and minutes after T0. */
function planner(branchId: () => string) {
  const visits: PlannedVisit[] = [];
  const visit = (personKey: string, fromMinute: number, toMinute: number, branch = branchId()) => {
    const planned = { id: randomUUID(), branchId: branch, personKey, startedAt: at(fromMinute), endsAt: at(toMinute) };
    visits.push(planned);
    return planned.id;
  };
  return { visits, visit };
}

const person = (name: string) => `mobile:1670555${name}${randomUUID().slice(0, 8)}`;
const summary = (contacts: TracedContact[]) => contacts.map((contact) => [contact.personKey, contact.generation, contact.overlapMinutes]);

// ---- The independent computation: every pair of visits at a branch compared, no SQL, no bounds, no batches. ----

/** A contact as the brute force lists them: the fields of a traced contact, filled here without the code under test. */
type Exposure = TracedContact;

/**
 * Each contact as the brute force lists them; and every meeting with someone listed in the second
 * generation or later, looked for until the incubation period after the latest meeting of a
 * spreader's own generation (the latest their exposure can move to once someone is unticked).
 */
function bruteForce(
  visits: readonly PlannedVisit[],
  indexKey: string,
  from: number,
  to: number,
  minimumMinutes: number,
  incubationDays: number,
  spreads: (personKey: string) => boolean = () => true,
): { contacts: Exposure[]; meetings: TracedExposure[] } {
  const minimum = minimumMinutes * MINUTE_MS;
  const incubation = incubationDays * DAY_MS;
  const listed = new Map([[indexKey, 0]]);
  const all: Exposure[] = [];
  const meetings: TracedExposure[] = [];
  // Times as milliseconds once, not parsed for each of the millions of pairs.
  const timed = visits.map((visit) => ({ ...visit, start: Date.parse(visit.startedAt), end: Date.parse(visit.endsAt) }));
  const visitsOf = Map.groupBy(timed, (visit) => visit.personKey);
  const visitsAt = Map.groupBy(timed, (visit) => visit.branchId);
  let spreaders = [{ key: indexKey, from, to, searchTo: to }];
  for (let generation = 1; generation <= 3; generation += 1) {
    const best = new Map<string, Exposure>();
    const latest = new Map<string, number>();
    for (const spreader of spreaders) {
      for (const own of visitsOf.get(spreader.key) ?? []) {
        const ownStart = Math.max(own.start, spreader.from);
        for (const other of visitsAt.get(own.branchId) ?? []) {
          const listedIn = listed.get(other.personKey);
          if (other.personKey === own.personKey || (listedIn !== undefined && listedIn < 2)) continue;
          const start = Math.max(ownStart, other.start);
          const searched = Math.min(own.end, spreader.searchTo, other.end) - start;
          if (searched < minimum) continue;
          latest.set(other.personKey, Math.max(start, latest.get(other.personKey) ?? start));
          meetings.push({
            personKey: other.personKey,
            sourcePersonKey: own.personKey,
            sourceVisitId: own.id,
            sourceVisitStart: own.startedAt,
            sourceVisitEnd: own.endsAt,
            visitId: other.id,
            visitStart: other.startedAt,
            visitEnd: other.endsAt,
            establishmentId: own.branchId,
            exposureStart: new Date(start).toISOString(),
            overlapMinutes: Math.floor(searched / MINUTE_MS),
          });
          const length = Math.min(own.end, spreader.to, other.end) - start;
          if (listedIn !== undefined || length < minimum) continue;
          const exposure = {
            personKey: other.personKey,
            generation,
            exposureStart: new Date(start).toISOString(),
            overlapMinutes: Math.floor(length / MINUTE_MS),
            establishmentId: own.branchId,
            parentPersonKey: own.personKey,
            parentVisitId: own.id,
            visitId: other.id,
          };
          const known = best.get(other.personKey);
          const earlier =
            !known ||
            [exposure.exposureStart, exposure.parentVisitId, exposure.visitId].join("|") < [known.exposureStart, known.parentVisitId, known.visitId].join("|");
          if (earlier) best.set(other.personKey, exposure);
        }
      }
    }
    for (const exposure of best.values()) listed.set(exposure.personKey, generation);
    all.push(...best.values());
    spreaders = [...best.values()]
      .filter((exposure) => spreads(exposure.personKey))
      .map((exposure) => {
        const exposed = Date.parse(exposure.exposureStart);
        return {
          key: exposure.personKey,
          from: exposed,
          to: exposed + incubation,
          searchTo: (generation === 1 ? exposed : (latest.get(exposure.personKey) ?? exposed)) + incubation,
        };
      });
  }
  const contacts = all.sort(
    (a, b) =>
      a.generation - b.generation || (a.exposureStart < b.exposureStart ? -1 : a.exposureStart > b.exposureStart ? 1 : a.personKey < b.personKey ? -1 : 1),
  );
  return { contacts, meetings: meetings.filter((meeting) => listed.has(meeting.personKey)) };
}

const meetingOrder = (meeting: TracedExposure) => `${meeting.sourceVisitId} ${meeting.visitId}`;
const byMeeting = (a: TracedExposure, b: TracedExposure) => (meetingOrder(a) < meetingOrder(b) ? -1 : 1);

describe.each(DATABASE_KINDS)("contacts of three generations from the logbook on %s", (kind) => {
  let db: Db;
  let branch: string;
  let otherBranch: string;

  withTestDatabase(kind, (database) => (db = database.db));
  // Each scenario at branches of its own, so no other scenario's visits meet its people.
  beforeEach(async () => {
    branch = (await createBranch(db)).id;
    otherBranch = (await createBranch(db)).id;
  });

  const trace = (personKey: string, fromMinute: number, toMinute: number, options: { incubationDays?: number; cap?: number } = {}) =>
    traceContacts(db, { personKey, from: new Date(at(fromMinute)), to: new Date(at(toMinute)), ...options });

  it("counts an overlap of exactly the minimum and not one of a minute less, and explains each contact", async () => {
    const { visits, visit } = planner(() => branch);
    const index = person("100");
    const exact = person("101");
    const short = person("102");
    const indexVisit = visit(index, 0, 120);
    // Overlapping the index's visit by 15 minutes and each other's by 14.
    const exactVisit = visit(exact, 105, 120);
    visit(short, 106, 200);
    visit(person("103"), 0, 120, otherBranch);
    await insertPlannedVisits(db, visits);

    const result = await trace(index, 0, 3 * DAY);

    expect(result.contacts).toEqual([
      {
        personKey: exact,
        generation: 1,
        exposureStart: at(105),
        overlapMinutes: 15,
        establishmentId: branch,
        parentPersonKey: index,
        parentVisitId: indexVisit,
        visitId: exactVisit,
      },
    ]);
    expect(result.counts).toEqual([1, 0, 0]);
    expect(result.capped).toBe(false);
  });

  it("uses a visit's stored end when nobody checked out, and only the part of the index's visit inside the window", async () => {
    const { visits, visit } = planner(() => branch);
    const index = person("110");
    const stayed = person("111");
    const before = person("112");
    // Without check-out the index's visit ends at the branch's duration (stored as ends_at, 90 minutes here).
    visit(index, 1000, 1090);
    visit(stayed, 1060, 1300);
    // Overlaps the index's visit by an hour, but all of it before the infectious window opens at 1060.
    visit(before, 940, 1060);
    await insertPlannedVisits(db, visits);

    const result = await trace(index, 1060, 3 * DAY);

    expect(summary(result.contacts)).toEqual([[stayed, 1, 30]]);
  });

  it("lists each person once, at their lowest generation, however often the chain comes back to them", async () => {
    const { visits, visit } = planner(() => branch);
    const index = person("120");
    const first = person("121");
    const second = person("122");
    const third = person("123");
    visit(index, 0, 60);
    visit(first, 0, 60);
    // The first contact meets the second, who then meets the index person (after the infectious window) and the first contact again.
    visit(first, 200, 300, otherBranch);
    visit(second, 200, 300, otherBranch);
    visit(second, 400, 500);
    visit(index, 400, 500);
    visit(first, 400, 500);
    // The second contact meets a third person twice; the earliest exposure explains it.
    visit(second, 600, 700, otherBranch);
    visit(third, 620, 700, otherBranch);
    visit(third, 800, 900);
    visit(second, 800, 900);
    await insertPlannedVisits(db, visits);

    const result = await trace(index, 0, 120);

    expect(summary(result.contacts)).toEqual([
      [first, 1, 60],
      [second, 2, 100],
      [third, 3, 80],
    ]);
    expect(result.contacts[2]?.exposureStart).toBe(at(620));
    expect(result.counts).toEqual([1, 1, 1]);
  });

  it("keeps a person reachable in the first and second generation in the first, with its own exposure", async () => {
    const { visits, visit } = planner(() => branch);
    const index = person("130");
    const direct = person("131");
    const both = person("132");
    visit(index, 0, 60);
    visit(direct, 0, 60);
    visit(direct, 100, 200, otherBranch);
    visit(both, 100, 200, otherBranch);
    visit(index, 300, 340);
    visit(both, 300, 340);
    await insertPlannedVisits(db, visits);

    const result = await trace(index, 0, DAY);

    expect(result.contacts.map((contact) => [contact.personKey, contact.generation, contact.exposureStart])).toEqual([
      [direct, 1, at(0)],
      [both, 1, at(300)],
    ]);
  });

  it("stops a contact's spreading at the end of the incubation period after their first exposure", async () => {
    const { visits, visit } = planner(() => branch);
    const index = person("140");
    const first = person("141");
    const second = person("142");
    const inside = person("143");
    const outside = person("144");
    visit(index, 0, 60);
    visit(first, 0, 60);
    visit(first, DAY, DAY + 60, otherBranch);
    visit(second, DAY, DAY + 60, otherBranch);
    // The second generation was exposed at DAY; with 5 days of incubation they spread until 6 × DAY.
    visit(second, 6 * DAY - 30, 6 * DAY + 60);
    visit(inside, 6 * DAY - 30, 6 * DAY + 60);
    visit(second, 6 * DAY + 10, 6 * DAY + 60, otherBranch);
    visit(outside, 6 * DAY + 10, 6 * DAY + 60, otherBranch);
    await insertPlannedVisits(db, visits);

    const result = await trace(index, 0, 60, { incubationDays: 5 });

    expect(summary(result.contacts)).toEqual([
      [first, 1, 60],
      [second, 2, 60],
      [inside, 3, 30],
    ]);
  });

  it("stops growing at the cap and says so", async () => {
    const { visits, visit } = planner(() => branch);
    const index = person("150");
    visit(index, 0, 60);
    const crowd = Array.from({ length: 6 }, (_, number) => person(`15${number}`));
    for (const member of crowd) {
      visit(member, 0, 60);
      visit(member, 100, 200, otherBranch);
    }
    visit(person("159"), 100, 200, otherBranch);
    await insertPlannedVisits(db, visits);

    const result = await trace(index, 0, DAY, { cap: 4 });

    expect(result.capped).toBe(true);
    expect(result.counts).toEqual([4, 0, 0]);
    expect(result.contacts.every((contact) => crowd.includes(contact.personKey))).toBe(true);
  });

  // Sparse logbooks reach the third generation; the crowded ones put hundreds of people in a
  // frontier, more than one statement takes (PEOPLE_PER_QUERY, SOURCES_PER_QUERY).
  it.each([
    { seed: 1, people: 200, branchCount: 8, visitsEach: 15 },
    { seed: 2, people: 200, branchCount: 8, visitsEach: 15 },
    { seed: 3, people: 300, branchCount: 12, visitsEach: 12 },
    { seed: 4, people: 300, branchCount: 12, visitsEach: 12 },
    { seed: 5, people: 700, branchCount: 3, visitsEach: 10 },
    { seed: 6, people: 700, branchCount: 4, visitsEach: 10 },
  ])(
    "finds the same three generations and meetings as comparing every pair of visits, and the same paths without the first contact (seed $seed)",
    async ({ seed, people: count, branchCount, visitsEach }) => {
      const next = seededRandom(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
      // Branches of their own, so the other tests' visits stay out of the comparison.
      const branches = await Promise.all(Array.from({ length: branchCount }, async () => (await createBranch(db)).id));
      const people = Array.from({ length: count }, (_, number) =>
        number % 3 === 0 ? `user:${seed}-${number}-${randomUUID()}` : `mobile:${seed}${1670000000 + number}`,
      );
      const visits: PlannedVisit[] = [];
      for (const key of people) {
        for (let visit = 0; visit < visitsEach; visit += 1) {
          // Minute-aligned starts over 20 days and lengths of 5 minutes to a day: exact 15-minute overlaps happen.
          const start = Math.floor(next() * 20 * DAY);
          const length = next() < 0.1 ? 5 + Math.floor(next() * DAY) : 5 + Math.floor(next() * 180);
          visits.push({ id: randomUUID(), branchId: pick(branches), personKey: key, startedAt: at(start), endsAt: at(start + length) });
        }
      }
      await insertPlannedVisits(db, visits);
      // The index person was somewhere during their infectious window.
      const indexVisit = pick(visits);
      const index = indexVisit.personKey;
      const from = Math.floor((Date.parse(indexVisit.startedAt) - T0) / MINUTE_MS - next() * DAY);
      const to = from + 3 * DAY;

      const result = await trace(index, from, to, { incubationDays: 4, cap: 100_000 });
      const { contacts: expected, meetings } = bruteForce(visits, index, Date.parse(at(from)), Date.parse(at(to)), 15, 4);

      expect(result.contacts).toEqual(expected);
      expect(result.counts).toEqual([1, 2, 3].map((generation) => expected.filter((contact) => contact.generation === generation).length));
      expect(result.counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
      // Every meeting that may carry an exposure past an unticked contact, and from them alone the same list again.
      expect(result.exposures.toSorted(byMeeting)).toEqual(meetings.toSorted(byMeeting));
      const rules = { indexKey: index, minimumOverlapMinutes: 15, incubationDays: 4, generations: 3 };
      const everyone = contactPaths(result.exposures, rules, () => true);
      expect([...everyone.reached.values()].sort(byGenerationThenExposure)).toEqual(expected);
      expect(everyone.blockers.size).toBe(0);
      // Unticking the first contact: the paths left are those the brute force follows when that person exposes nobody.
      const first = expected[0];
      if (first) {
        const spreads = (personKey: string) => personKey !== first.personKey;
        const without = contactPaths(result.exposures, rules, spreads);
        // Unticking adds nobody to a list: a person a later window would newly meet is left for a new computation.
        const listedBefore = new Set(expected.map((contact) => contact.personKey));
        const truth = bruteForce(visits, index, Date.parse(at(from)), Date.parse(at(to)), 15, 4, spreads).contacts.filter((contact) =>
          listedBefore.has(contact.personKey),
        );
        expect([...without.reached.values()].sort(byGenerationThenExposure)).toEqual(truth);
        expect([...without.blockers.keys()].sort()).toEqual(
          expected
            .map((contact) => contact.personKey)
            .filter((key) => !without.reached.has(key))
            .sort(),
        );
        for (const blockers of without.blockers.values()) expect(blockers).toEqual([first.personKey]);
      }
    },
    30_000,
  );
});
