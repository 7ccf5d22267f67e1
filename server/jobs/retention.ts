import { RETENTION_DAYS } from "../../src/domain/constants.ts";
import type { Db } from "../db/connection.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import { runTracingRetention, type TracingRetentionCounts } from "../tracing/tracing-retention.ts";
import { disableUnusedStaffAccounts } from "../staff/unused-accounts.ts";
import { deleteOldNotifications } from "../notifications/notification-retention.ts";
import { takeJobLease, THIS_PROCESS } from "./job-lease.ts";

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
  /** With the health store: contact tracing, self-reported symptoms and trips (decision 026). */
  tracing?: TracingRetentionCounts;
}

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Spec part 9 and decision 007: check-ins (and their flags) go 30 days after they started, and rows
 * that held personal data only for a moment (codes, sessions, hand-offs, throttle keys, development
 * outbox) go once they have ended, contact-form messages after RETENTION_DAYS.contactMessages; given the health store, contact tracing, symptoms and trips go as
 * decision 026 says. Each delete stands alone, so an interrupted run loses nothing
 * that the next run will not finish.
 */
export async function runRetention(db: Db, now: Date, health?: HealthStore): Promise<RetentionCounts> {
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
  const tracing = health ? await runTracingRetention(db, health, now) : undefined;
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
    ...(tracing && { tracing }),
  };
}

export interface RetentionJob {
  /** Stops the timer and waits for a run under way, so the database can be closed after it. */
  stop: () => Promise<void>;
}

/** The part of the server's logger the job uses. */
export interface JobLog {
  info: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
}

export interface RetentionJobOptions {
  log: JobLog;
  clock?: () => Date;
  /** How often the deployment runs the job, whichever of its server processes runs it. */
  intervalMs?: number;
  /** Who this process is in the job's lease. */
  holder?: string;
  /** The health authority's store, whose contact-tracing data the job also purges. */
  health?: HealthStore;
}

/**
 * Every check a process asks for the job's lease; the one that gets it runs the job, so a deployment
 * of many processes runs it once an interval (decision 023), and at most this late after the last
 * holder's lease ran out.
 */
const LEASE_CHECK_MS = 5 * 60_000;
const JOB_NAME = "retention";

/** Runs the retention now and then every interval, once across the deployment; the timer never keeps the process alive. */
export function startRetentionJob(
  db: Db,
  { log, clock = () => new Date(), intervalMs = RETENTION_INTERVAL_MS, holder = THIS_PROCESS, health }: RetentionJobOptions,
): RetentionJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const runWhenLeased = async () => {
    const now = clock();
    if (!(await takeJobLease(db, JOB_NAME, holder, now, intervalMs))) return;
    const deleted = await runRetention(db, now, health);
    log.info({ deleted }, "retention job finished");
  };
  const check = () => {
    // A run that outlasts the check is not joined by a second one.
    if (stopped || running) return;
    running = runWhenLeased()
      .catch((error: unknown) => log.error({ err: error }, "retention job failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(check, Math.min(intervalMs, LEASE_CHECK_MS));
  timer.unref();
  check();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
