import { randomUUIDv7 } from "node:crypto";
import type { Transaction } from "kysely";
import type { AccessStatus } from "#domain/access-rule.ts";
import { PLAUSIBILITY } from "#domain/check-in-plausibility.ts";
import { accountPersonKey, isAccountHolder } from "#domain/person-key.ts";
import { visitEndsAt } from "#domain/visit-rules.ts";
import type { CoreDatabase } from "../db/schema.ts";
import {
  type BranchCheckIns,
  branchesCheckInsWithin,
  type CheckInBranchRow,
  endOpenVisitsAt,
  findAccountsByMobile,
  findCheckInBranches,
  findGuestCaseStatuses,
  insertVisits,
  type NewVisit,
} from "./visit-queries.ts";
import { flagCheckIn } from "./check-in-flags.ts";
import { branchRetryAfter } from "./check-in-throttle.ts";
import { type CaseStatus, type CheckInPerson, guestAccessStatus } from "./check-in-visitors.ts";

/** One check-in as the logbook endpoints hand it over, already validated and throttled per client. */
export interface CheckInRequest {
  /** The branch's uuid in lower case, as branch ids are stored. */
  branchId: string;
  /** The holder first, then the people checked in with them (decision 034). */
  people: [CheckInPerson, ...CheckInPerson[]];
  now: Date;
  /** A guest's key to end the visits early, hashed; null for a signed-in visitor. */
  checkOutKeyHash: string | null;
}

/** One person's recorded visit. */
export interface RecordedVisit {
  id: string;
  endsAt: string;
  personKey: string;
  accessStatus: AccessStatus;
}

export type CheckInOutcome =
  | { kind: "recorded"; visits: [RecordedVisit, ...RecordedVisit[]] }
  | { kind: "unknown_branch" }
  /** The branch's account is disabled (decision 062): nothing was recorded. */
  | { kind: "branch_disabled" }
  /** The branch's guest limit (decision 011) is reached: nothing was recorded. */
  | { kind: "branch_busy"; retryAfterSeconds: number };

const NO_CHECK_INS: BranchCheckIns = { all: 0, guests: 0, oldestGuestAt: null };

/**
 * Who each guest is (decision 034): someone who gave an account's number and its holder's name is
 * that account's person; everyone else keeps the key of their phone and name. Then the
 * case status their person holds, for the door's answer. Two statements for the whole batch.
 */
async function identifyGuests(trx: Transaction<CoreDatabase>, requests: CheckInRequest[]): Promise<Map<string, CaseStatus>> {
  const guests = requests.flatMap((request) => request.people.filter((person) => person.accessStatus === undefined));
  const statusOf = new Map<string, CaseStatus>();
  if (guests.length === 0) return statusOf;
  const numbers = [...new Set(guests.flatMap(({ visitor }) => (visitor.mobile_number ? [visitor.mobile_number] : [])))];
  const accounts = new Map((await findAccountsByMobile(trx, numbers)).map((account) => [account.mobile_number, account]));
  for (const { visitor } of guests) {
    const account = visitor.mobile_number ? accounts.get(visitor.mobile_number) : undefined;
    if (!account || !visitor.mobile_number || !isAccountHolder(account, visitor.mobile_number, visitor)) continue;
    visitor.person_key = accountPersonKey(account.id);
    statusOf.set(visitor.person_key, account);
  }
  const phoneKeys = guests.map(({ visitor }) => visitor.person_key).filter((key) => !statusOf.has(key));
  if (phoneKeys.length > 0) for (const row of await findGuestCaseStatuses(trx, [...new Set(phoneKeys)])) statusOf.set(row.person_key, row);
  return statusOf;
}

/**
 * Records a batch of check-ins, in arrival order, in the caller's transaction, with a fixed
 * number of statements per batch: the branches are read, their check-ins of the last minute
 * counted, the guests identified, the people's open visits ended, and the visits inserted, each
 * once for the whole batch. The counts (per-branch limit and burst flag) run over the minute before
 * the batch's first check-in up to its last, and open visits end at the batch's first check-in: the
 * few milliseconds the batch took to arrive. A person checking in twice in one batch keeps the later
 * visit open, as if the two had come one after the other; people checked in together never end
 * each other's visits.
 */
export async function recordCheckIns(trx: Transaction<CoreDatabase>, requests: CheckInRequest[]): Promise<CheckInOutcome[]> {
  const branches = new Map((await findCheckInBranches(trx, [...new Set(requests.map((request) => request.branchId))])).map((row) => [row.id, row]));
  const times = requests.map((request) => request.now.getTime());
  const since = new Date(Math.min(...times) - PLAUSIBILITY.burstWindowMs).toISOString();
  const until = new Date(Math.max(...times)).toISOString();
  const counted = branches.size ? await branchesCheckInsWithin(trx, [...branches.keys()], since, until) : new Map<string, BranchCheckIns>();
  const guestStatuses = await identifyGuests(
    trx,
    requests.filter((request) => branches.has(request.branchId)),
  );

  const outcomes: CheckInOutcome[] = [];
  const recorded: Array<{ visit: NewVisit; branch: CheckInBranchRow; checkInsAtBranch: number; now: Date }> = [];
  const latestOfPerson = new Map<string, NewVisit>();
  const checkingIn = new Set<string>();
  let earliest: string | undefined;
  for (const { branchId, people, now, checkOutKeyHash } of requests) {
    const branch = branches.get(branchId);
    if (!branch) {
      outcomes.push({ kind: "unknown_branch" });
      continue;
    }
    if (branch.disabled_at !== null) {
      outcomes.push({ kind: "branch_disabled" });
      continue;
    }
    const startedAt = now.toISOString();
    const before = counted.get(branch.id) ?? NO_CHECK_INS;
    const guests = people.filter(({ visitor }) => visitor.user_id === null).length;
    const atBranch = {
      all: before.all + people.length,
      guests: before.guests + guests,
      oldestGuestAt: before.oldestGuestAt ?? (guests > 0 ? startedAt : null),
    };
    const retryAfterSeconds = guests > 0 ? branchRetryAfter(atBranch, now) : undefined;
    if (retryAfterSeconds !== undefined) {
      outcomes.push({ kind: "branch_busy", retryAfterSeconds });
      continue;
    }
    counted.set(branch.id, atBranch);
    for (const { visitor } of people) checkingIn.add(visitor.person_key);
    earliest ??= startedAt;
    const ids = people.map(() => randomUUIDv7());
    const household = people.length > 1 ? (ids[0] as string) : null;
    const visits = people.map((person, index): RecordedVisit => {
      const earlier = latestOfPerson.get(person.visitor.person_key);
      if (earlier && earlier.ends_at > startedAt) Object.assign(earlier, { ends_at: startedAt, end_reason: "checked_in_elsewhere" });
      const accessStatus = person.accessStatus ?? guestAccessStatus(guestStatuses.get(person.visitor.person_key), person.symptoms, now);
      const row: NewVisit = {
        ...person.visitor,
        id: ids[index] as string,
        household_id: household,
        establishment_id: branch.id,
        check_out_key_hash: checkOutKeyHash,
        access_status: accessStatus,
        started_at: startedAt,
        ends_at: visitEndsAt(now, branch.visit_minutes).toISOString(),
        end_reason: "duration",
      };
      latestOfPerson.set(person.visitor.person_key, row);
      recorded.push({ visit: row, branch, checkInsAtBranch: atBranch.all, now });
      return { id: row.id, endsAt: row.ends_at, personKey: row.person_key, accessStatus };
    });
    outcomes.push({ kind: "recorded", visits: visits as [RecordedVisit, ...RecordedVisit[]] });
  }
  if (earliest !== undefined) await endOpenVisitsAt(trx, [...checkingIn], earliest);
  if (recorded.length > 0)
    await insertVisits(
      trx,
      recorded.map(({ visit }) => visit),
    );
  for (const { visit, branch, checkInsAtBranch, now } of recorded) await flagCheckIn(trx, visit, branch, checkInsAtBranch, now);
  return outcomes;
}
