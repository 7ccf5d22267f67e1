import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { NotificationsAnswer } from "#domain/notifications.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import { recordAudit } from "../../server/audit/audit-trail.ts";
import { sendDataAccessNotices } from "../../server/notifications/data-access-notices.ts";
import { sendTripExpiryNotices } from "../../server/notifications/trip-expiry-notices.ts";
import { runRetention } from "../../server/jobs/retention.ts";
import { startNotificationJobs } from "../../server/notifications/notification-jobs.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer } from "../support/api-server.ts";
import { type TestPushService } from "../support/push-service.ts";
import { outbox } from "../support/sign-in.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { serveApiWithPush } from "./push-server-support.ts";
import { declaredTrip } from "./customs-support.ts";

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)("notification jobs on %s", (kind) => {
  let server: ApiServer;
  let pushService: TestPushService;
  const clock = createTestClock();

  serveApiWithPush(kind, (started) => ({ server, pushService } = started), { clock: clock.now });

  const db = () => server.database.db;
  const notificationsOf = async (account: TestAccount) =>
    (await callApi(server, "GET", "/api/v2/me/notifications", { token: account.token })).json<NotificationsAnswer>().data;
  const accessed = (account: TestAccount, role: StaffRole, outcome: "ok" | "denied" = "ok") =>
    recordAudit(
      db(),
      null,
      { staffId: randomUUID(), role },
      { action: "test.read", outcome, subjectUserId: account.id, recordType: "trip", recordId: randomUUID() },
      clock.now(),
    );
  const runDataAccess = async () => {
    await sendDataAccessNotices(db(), server.services.notifier, clock.now());
    await server.services.notifier.idle();
  };

  describe("data-access notices", () => {
    it("tells a person which agencies read their data, at most once a day, then of the accesses since", async () => {
      const account = await createAccount(db());
      const bystander = await createAccount(db());
      await accessed(account, "customs_officer");
      await accessed(account, "tourism_analyst");
      await accessed(bystander, "customs_officer", "denied");
      await runDataAccess();
      expect((await notificationsOf(account)).map(({ kind, params }) => ({ kind, params }))).toEqual([
        { kind: "data_access", params: { agencies: ["customs", "tourism"] } },
      ]);
      expect(await notificationsOf(bystander)).toEqual([]);
      expect((await outbox(server, account.email ?? "")).map((mail) => mail.subject)).toEqual(["Your data was accessed"]);

      clock.advance(6 * 3_600_000);
      await accessed(account, "health_official");
      await runDataAccess();
      expect(await notificationsOf(account)).toHaveLength(1);

      clock.advance(DAY_MS);
      await runDataAccess();
      const [latest, first] = await notificationsOf(account);
      expect(latest?.params).toEqual({ agencies: ["health"] });
      expect(first?.params).toEqual({ agencies: ["customs", "tourism"] });
      expect(await outbox(server, account.email ?? "")).toHaveLength(2);

      clock.advance(DAY_MS);
      await runDataAccess();
      expect(await notificationsOf(account)).toHaveLength(2);
    });

    it("never sends a data-access notice by SMS: an account with only a mobile number is told in the app", async () => {
      const account = await createAccount(db());
      const mobile = `+1670${String(Date.now()).slice(-7)}`;
      await db().updateTable("users").set({ email: null, mobile_number: mobile }).where("id", "=", account.id).execute();
      await accessed(account, "health_official");
      await runDataAccess();
      expect(await notificationsOf(account)).toHaveLength(1);
      expect(await outbox(server, mobile)).toEqual([]);
    });

    it("pushes the notice, without naming the agency, to an account with a subscription", async () => {
      const account = await createAccount(db());
      const phone = pushService.subscribe();
      await callApi(server, "POST", "/api/v1/registrant-set-fcm-token", { token: account.token, body: { token: phone } });
      await accessed(account, "customs_officer");
      await runDataAccess();
      expect(pushService.accepted(phone).map(({ payload }) => payload)).toEqual([
        {
          title: "Your data was accessed",
          body: "A government agency accessed your data. Open the app to see which one and when.",
          url: "/app/notifications",
          tag: expect.any(String),
        },
      ]);
      expect(await outbox(server, account.email ?? "")).toEqual([]);
    });
  });

  describe("trips that expire soon", () => {
    it("tells the traveller of a completed trip three days or less before it expires, once", async () => {
      const soon = await declaredTrip(server);
      const later = await declaredTrip(server);
      const phone = pushService.subscribe();
      await callApi(server, "POST", "/api/v1/registrant-set-fcm-token", { token: soon.account.token, body: { token: phone } });
      const expiresAt = (days: number) => new Date(Date.parse(`${clock.now().toISOString().slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString();
      await db()
        .updateTable("visit_histories")
        .set({ expires_at: expiresAt(2) })
        .where("id", "=", soon.trip.id)
        .execute();
      await db()
        .updateTable("visit_histories")
        .set({ expires_at: expiresAt(10) })
        .where("id", "=", later.trip.id)
        .execute();
      for (let run = 0; run < 2; run += 1) {
        await sendTripExpiryNotices(db(), server.services.notifier, clock.now());
        await server.services.notifier.idle();
      }
      const lastDay = expiresAt(1).slice(0, 10);
      expect((await notificationsOf(soon.account)).map(({ kind, subject_id, params }) => ({ kind, subject_id, params }))).toEqual([
        { kind: "trip_expiring", subject_id: soon.trip.id, params: { day: lastDay } },
      ]);
      expect(pushService.accepted(phone).map(({ payload }) => payload)).toEqual([
        expect.objectContaining({ url: `/app/trips/${soon.trip.id}`, title: "Your trip declaration expires soon" }),
      ]);
      expect(await notificationsOf(later.account)).toEqual([]);
    });
  });

  describe("retention", () => {
    it("deletes notifications and their deliveries 60 days after they were made", async () => {
      const account = await createAccount(db());
      await accessed(account, "customs_officer");
      await runDataAccess();
      const [notice] = await notificationsOf(account);
      const deliveries = () =>
        db()
          .selectFrom("notification_deliveries")
          .select("status")
          .where("notification_id", "=", notice?.id ?? "")
          .execute();
      expect(await deliveries()).toEqual([{ status: "sent" }]);
      const made = Date.parse(notice?.created_at ?? "");
      // The run also ends the session, long expired by then: the rows are read directly.
      const kept = () => db().selectFrom("notifications").select("id").where("user_id", "=", account.id).execute();
      await runRetention(db(), new Date(made + 60 * DAY_MS - 60_000));
      expect(await kept()).toEqual([{ id: notice?.id }]);
      expect((await runRetention(db(), new Date(made + 60 * DAY_MS + 60_000))).notifications).toBeGreaterThanOrEqual(1);
      expect(await kept()).toEqual([]);
      expect(await deliveries()).toEqual([]);
    });
  });

  describe("delivery worker", () => {
    it("retries a due delivery once however many server processes run the worker", async () => {
      const account = await createAccount(db());
      const phone = pushService.subscribe();
      await callApi(server, "POST", "/api/v1/registrant-set-fcm-token", { token: account.token, body: { token: phone } });
      pushService.answerNext(500);
      await server.services.notifier.notify({
        kind: "data_access",
        userId: account.id,
        subjectId: null,
        params: { agencies: ["customs"] },
        dedupeKey: randomUUID(),
      });
      await server.services.notifier.idle();
      expect(pushService.accepted(phone)).toEqual([]);
      clock.advance(61_000);
      const log = { info: () => {}, error: () => {} };
      const workers = ["process-a", "process-b", "process-c"].map((holder) =>
        startNotificationJobs(db(), server.services.notifier, { log, clock: clock.now, holder }),
      );
      await Promise.all(workers.map((worker) => worker.stop()));
      expect(pushService.accepted(phone)).toHaveLength(1);
      const lease = await db().selectFrom("job_leases").select("holder").where("name", "=", "notification-deliveries").executeTakeFirstOrThrow();
      expect(["process-a", "process-b", "process-c"]).toContain(lease.holder);
    });
  });
});
