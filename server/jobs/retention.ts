import { RETENTION_DAYS } from "#domain/constants.ts";
import type { Db } from "../db/connection.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { MessageSender } from "../delivery/message-sender.ts";
import { runTracingRetention, type TracingRetentionCounts } from "../tracing/tracing-retention.ts";
import type { UploadStorage } from "../uploads/storage.ts";
import { deleteLeftGuests } from "./guest-retention.ts";
import { disableUnusedStaffAccounts } from "../staff/unused-accounts.ts";
import { deleteOldNotifications } from "../notifications/notification-retention.ts";
import { type JobLog, type LeasedJob, startLeasedJob, THIS_PROCESS } from "./job-lease.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * Ended sign-in rows are kept a day more, so a late answer to them still says "expired" rather than
 * "unknown"; throttle hits a day, far longer than the longest throttle window (an hour).
 */
const ENDED_ROWS_KEPT_MS = DAY_MS;
const RETENTION_INTERVAL_MS = HOUR_MS;

/** How many rows each table lost: the only thing the job reports. */
export interface RetentionCounts {
  visits: number;
  visit_flags: number;
  otp_requests: number;
  sessions: number;
  login_handoffs: number;
  oauth_states: number;
  throttle_hits: number;
  outbox_messages: number;
  staff_sign_in_codes: number;
  staff_sessions: number;
  staff_invites: number;
  /** With their deliveries: 60 days after they were made (notification-retention.ts). */
  notifications: number;
  /** The contact form's messages, RETENTION_DAYS.contactMessages after they were sent. */
  contact_messages: number;
  /** Not deleted: staff accounts unused for 90 days, disabled. */
  staff_disabled: number;
  /** Trips (the border record: travel, QR, the officer's review) gone 60 days after arrival (decision 035). */
  visit_histories: number;
  /** With the stores: contact tracing and self-reported symptoms (decisions 026, 035). */
  tracing?: TracingRetentionCounts;
  /** With the stores: guest accounts with no session, trip or check-in left, deleted with all they hold (decision 035). */
  guest_accounts?: number;
}

/** What the job reaches beyond the core database. */
export interface RetentionReach {
  /** The health authority's store: contact tracing, and the health records of deleted guests. */
  health: HealthStore;
  /** The uploaded files of deleted guests. */
  uploads: UploadStorage;
  /** Tells the officials of a case about to close untouched. */
  sender: MessageSender;
  /** Where the console is, for the link in that e-mail. */
  publicUrl: string;
  /** A file that would not go, an e-mail not sent: told without personal data, the run goes on. */
  log: JobLog;
}

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * docs/product-spec.md, part 9 and decision 007: check-ins (and their flags) go 30 days after they started, trips 60
 * days after arrival, and rows that held personal data only for a moment (codes, sessions,
 * hand-offs, throttle keys, development outbox) go once they have ended, contact-form messages after
 * RETENTION_DAYS.contactMessages. Given the stores, contact tracing and symptoms go as decisions 026
 * and 035 say, and then the guest accounts left with nothing (decision 035). Each delete stands
 * alone, so an interrupted run loses nothing that the next run will not finish.
 */
export async function runRetention(db: Db, now: Date, reach?: RetentionReach): Promise<RetentionCounts> {
  const visitsBefore = new Date(now.getTime() - RETENTION_DAYS.logbook * DAY_MS).toISOString();
  const endedBefore = new Date(now.getTime() - ENDED_ROWS_KEPT_MS).toISOString();
  const oldVisits = db.selectFrom("visits").select("id").where("started_at", "<", visitsBefore);
  const visitFlags = await db.deleteFrom("visit_flags").where("visit_id", "in", oldVisits).executeTakeFirst();
  const visits = await db.deleteFrom("visits").where("started_at", "<", visitsBefore).executeTakeFirst();
  const otpRequests = await db
    .deleteFrom("otp_requests")
    .where((eb) => eb.or([eb("expires_at", "<", endedBefore), eb("used_at", "<", endedBefore)]))
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<", endedBefore), eb("revoked_at", "<", endedBefore)]))
    .executeTakeFirst();
  const loginHandoffs = await db
    .deleteFrom("login_handoffs")
    .where((eb) => eb.or([eb("expires_at", "<", endedBefore), eb("used_at", "<", endedBefore)]))
    .executeTakeFirst();
  const oauthStates = await db.deleteFrom("oauth_states").where("expires_at", "<", endedBefore).executeTakeFirst();
  const throttleHits = await db.deleteFrom("throttle_hits").where("at", "<", endedBefore).executeTakeFirst();
  const outboxMessages = await db.deleteFrom("outbox_messages").where("created_at", "<", endedBefore).executeTakeFirst();
  const staffCodes = await db
    .deleteFrom("staff_sign_in_codes")
    .where((eb) => eb.or([eb("expires_at", "<", endedBefore), eb("used_at", "<", endedBefore)]))
    .executeTakeFirst();
  const staffSessions = await db
    .deleteFrom("staff_sessions")
    .where((eb) => eb.or([eb("expires_at", "<", endedBefore), eb("revoked_at", "<", endedBefore)]))
    .executeTakeFirst();
  const staffInvites = await db
    .deleteFrom("staff_invites")
    .where((eb) => eb.or([eb("expires_at", "<", endedBefore), eb("used_at", "<", endedBefore)]))
    .executeTakeFirst();
  const notifications = await deleteOldNotifications(db, now);
  const contactMessagesBefore = new Date(now.getTime() - RETENTION_DAYS.contactMessages * DAY_MS).toISOString();
  const contactMessages = await db.deleteFrom("contact_messages").where("created_at", "<", contactMessagesBefore).executeTakeFirst();
  const staffDisabled = await disableUnusedStaffAccounts(db, now);
  // Arrival is a calendar day, counted from its start (UTC) as the trip's expiry is (trip-rules.ts).
  const arrivedBy = new Date(now.getTime() - RETENTION_DAYS.border * DAY_MS).toISOString().slice(0, 10);
  const trips = await db.deleteFrom("visit_histories").where("date_of_arrival", "<=", arrivedBy).executeTakeFirst();
  const tracing = reach ? await runTracingRetention(db, reach.health, reach, now) : undefined;
  // Last: a guest whose trip or check-ins went above may now have nothing left.
  const guestAccounts = reach ? await deleteLeftGuests(db, reach, now) : undefined;
  return {
    visits: count(visits),
    visit_flags: count(visitFlags),
    otp_requests: count(otpRequests),
    sessions: count(sessions),
    login_handoffs: count(loginHandoffs),
    oauth_states: count(oauthStates),
    throttle_hits: count(throttleHits),
    outbox_messages: count(outboxMessages),
    staff_sign_in_codes: count(staffCodes),
    staff_sessions: count(staffSessions),
    staff_invites: count(staffInvites),
    notifications,
    contact_messages: count(contactMessages),
    staff_disabled: staffDisabled,
    visit_histories: count(trips),
    ...(tracing && { tracing }),
    ...(guestAccounts !== undefined && { guest_accounts: guestAccounts }),
  };
}

export interface RetentionJobOptions {
  log: JobLog;
  clock?: () => Date;
  /** How often the deployment runs the job, whichever of its server processes runs it. */
  intervalMs?: number;
  /** Who this process is in the job's lease. */
  holder?: string;
  /** The stores, uploads and e-mail the job also reaches; without them it keeps to the core database. */
  reach?: RetentionReach;
}

/** Runs the retention now and then every interval, once across the deployment; the timer never keeps the process alive. */
export function startRetentionJob(
  db: Db,
  { log, clock = () => new Date(), intervalMs = RETENTION_INTERVAL_MS, holder = THIS_PROCESS, reach }: RetentionJobOptions,
): LeasedJob {
  return startLeasedJob(db, {
    name: "retention",
    intervalMs,
    holder,
    clock,
    log,
    failure: "retention job failed",
    run: async (now) => {
      const deleted = await runRetention(db, now, reach);
      log.info({ deleted }, "retention job finished");
    },
  });
}
