import { randomUUIDv7 } from "node:crypto";
import type { Transaction } from "kysely";
import type { AccessStatus } from "../../src/domain/access-rule.ts";
import { PLAUSIBILITY } from "../../src/domain/check-in-plausibility.ts";
import { visitEndsAt } from "../../src/domain/visit-rules.ts";
import type { CoreDatabase } from "../db/schema.ts";
import {
  type BranchCheckIns,
  branchesCheckInsWithin,
  type CheckInBranchRow,
  endOpenVisitsAt,
  findCheckInBranches,
  insertVisits,
  type NewVisit,
} from "./visit-queries.ts";
import { flagCheckIn } from "./check-in-flags.ts";
import { branchRetryAfter } from "./check-in-throttle.ts";
import type { Visitor } from "./visits.ts";

/** One check-in as the logbook endpoints hand it over, already validated and throttled per client. */
export interface CheckInRequest {
  /** The branch's uuid in lower case, as branch ids are stored. */
  branchId: string;
  visitor: Visitor;
  accessStatus: AccessStatus;
  now: Date;
  /** A guest's key to end the visit early, hashed; null for a signed-in visitor. */
  checkOutKeyHash: string | null;
}

export type CheckInOutcome =
  | { kind: "recorded"; id: string; endsAt: string; personKey: string }
  | { kind: "unknown_branch" }
  /** The branch's guest limit (decision 011) is reached: nothing was recorded. */
  | { kind: "branch_busy"; retryAfterSeconds: number };

const NO_CHECK_INS: BranchCheckIns = { all: 0, guests: 0, oldestGuestAt: null };

/**
 * Records a batch of check-ins, in arrival order, in the caller's transaction, with a fixed
 * number of statements per batch plus one per check-in (ending the person's open visit): the
 * branches are read, and their check-ins of the last minute counted, once for the batch, and the
 * visits inserted together. The counts (per-branch limit and burst flag) run over the minute
 * before the batch's first check-in up to its last, the few milliseconds the batch took to
 * arrive. A person checking in twice in one batch keeps the later visit open, as if the two had
 * come one after the other.
 */
export async function recordCheckIns(trx: Transaction<CoreDatabase>, requests: CheckInRequest[]): Promise<CheckInOutcome[]> {
  const branches = new Map((await findCheckInBranches(trx, [...new Set(requests.map((request) => request.branchId))])).map((row) => [row.id, row]));
  const times = requests.map((request) => request.now.getTime());
  const since = new Date(Math.min(...times) - PLAUSIBILITY.burstWindowMs).toISOString();
  const until = new Date(Math.max(...times)).toISOString();
  const counted = branches.size ? await branchesCheckInsWithin(trx, [...branches.keys()], since, until) : new Map<string, BranchCheckIns>();

  const outcomes: Array<CheckInOutcome | NewVisit> = [];
  const recorded: Array<{ visit: NewVisit; branch: CheckInBranchRow; checkInsAtBranch: number; now: Date }> = [];
  const latestOfPerson = new Map<string, NewVisit>();
  for (const { branchId, visitor, accessStatus, now, checkOutKeyHash } of requests) {
    const branch = branches.get(branchId);
    if (!branch) {
      outcomes.push({ kind: "unknown_branch" });
      continue;
    }
    const startedAt = now.toISOString();
    const before = counted.get(branch.id) ?? NO_CHECK_INS;
    const guest = visitor.user_id === null;
    const atBranch = {
      all: before.all + 1,
      guests: before.guests + (guest ? 1 : 0),
      oldestGuestAt: before.oldestGuestAt ?? (guest ? startedAt : null),
    };
    const retryAfterSeconds = guest ? branchRetryAfter(atBranch, now) : undefined;
    if (retryAfterSeconds !== undefined) {
      outcomes.push({ kind: "branch_busy", retryAfterSeconds });
      continue;
    }
    counted.set(branch.id, atBranch);
    await endOpenVisitsAt(trx, visitor.person_key, startedAt);
    const earlier = latestOfPerson.get(visitor.person_key);
    if (earlier && earlier.ends_at > startedAt) Object.assign(earlier, { ends_at: startedAt, end_reason: "checked_in_elsewhere" });
    const visit: NewVisit = {
      ...visitor,
      id: randomUUIDv7(),
      establishment_id: branch.id,
      check_out_key_hash: checkOutKeyHash,
      access_status: accessStatus,
      started_at: startedAt,
      ends_at: visitEndsAt(now, branch.visit_minutes).toISOString(),
      end_reason: "duration",
    };
    latestOfPerson.set(visitor.person_key, visit);
    recorded.push({ visit, branch, checkInsAtBranch: atBranch.all, now });
    outcomes.push(visit);
  }
  if (recorded.length > 0) await insertVisits(trx, recorded.map(({ visit }) => visit));
  for (const { visit, branch, checkInsAtBranch, now } of recorded) await flagCheckIn(trx, visit, branch, checkInsAtBranch, now);
  return outcomes.map((outcome) =>
    "kind" in outcome ? outcome : { kind: "recorded", id: outcome.id, endsAt: outcome.ends_at, personKey: outcome.person_key },
  );
}
