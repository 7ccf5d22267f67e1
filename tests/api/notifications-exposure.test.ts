import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationsAnswer } from "#domain/notifications.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { startPushService, type TestPushService } from "../support/push-service.ts";
import { outbox } from "../support/sign-in.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";

/** 10:30 on 3 March in the commonwealth (UTC+10). */
const EXPOSED_AT = "2026-03-03T00:30:00.000Z";
const PLACE = "Garapan Seaside Cafe — Beach Road";

let numbers = 0;
const newMobile = () => `+1670556${String(1000 + (numbers += 1)).padStart(4, "0")}`;

describe.each(DATABASE_KINDS)("exposure warnings in the app on %s", (kind) => {
  let server: ApiServer;
  let pushService: TestPushService;
  let official: TestStaff;

  beforeAll(async () => {
    pushService = await startPushService();
    server = await startApiServer(kind, { config: { pushTrustedOrigins: [pushService.origin] } });
    official = await createStaff(server.database.db, ["health_official"]);
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
  });

  const health = () => server.database.stores.health;
  const notificationsOf = async (account: TestAccount) =>
    (await callApi(server, "GET", "/api/v2/me/notifications", { token: account.token })).json<NotificationsAnswer>().data;
  const contactOf = (caseId: string, account: TestAccount | null, mobile: string) =>
    insertContact(health(), {
      case_id: caseId,
      person_key: `mobile:${mobile}`,
      user_id: account?.id ?? null,
      mobile_number: mobile,
      exposure_start: EXPOSED_AT,
      place: PLACE,
    });

  it("pushes a discreet warning to a notified contact's account and lists it with the day, the place and how long to stay home", async () => {
    const caseId = await insertCase(health(), { opened_by: official.id, list_state: "frozen", list_incubation_days: 10 });
    const [subscribed, unsubscribed] = [await createAccount(server.database.db), await createAccount(server.database.db)];
    await server.database.db.updateTable("users").set({ language: "zh" }).where("id", "=", subscribed.id).execute();
    const phone = pushService.subscribe();
    await callApi(server, "POST", "/api/v1/registrant-set-fcm-token", { token: subscribed.token, body: { token: phone } });
    const [subscribedMobile, unsubscribedMobile, strangerMobile] = [newMobile(), newMobile(), newMobile()];
    const contactId = await contactOf(caseId, subscribed, subscribedMobile);
    await contactOf(caseId, unsubscribed, unsubscribedMobile);
    await contactOf(caseId, null, strangerMobile);

    const response = await callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { staff: official, body: { dry_run: false } });
    expect(response.json()).toMatchObject({
      data: { dry_run: false, sms: 3, email: 0, unreachable: 0, failed: 0, dropped: 0, already_notified: 0, uncertain: 0 },
    });
    await server.services.notifier.idle();

    expect(pushService.accepted(phone).map(({ payload, push }) => ({ payload, urgency: push.urgency }))).toEqual([
      { payload: { title: "重要通知", body: "您有一条重要消息，请打开应用查看。", url: "/app", tag: `exposure_warning:${contactId}` }, urgency: "high" },
    ]);
    expect(JSON.stringify(pushService.received)).not.toContain("Garapan");
    for (const account of [subscribed, unsubscribed]) {
      expect((await notificationsOf(account)).map(({ kind, params }) => ({ kind, params }))).toEqual([
        { kind: "exposure_warning", params: { day: "2026-03-03", until: "2026-03-13", place: PLACE } },
      ]);
    }
    // Tracing's own SMS told them; the app adds no e-mail of its own.
    expect(await outbox(server, unsubscribed.email ?? "")).toEqual([]);
    expect((await outbox(server, unsubscribedMobile)).map((message) => message.channel)).toEqual(["sms"]);
  });

  it("tells nobody in the app whom tracing could not reach (no number, no address): the home shows only notified exposures", async () => {
    const caseId = await insertCase(health(), { opened_by: official.id, list_state: "frozen", list_incubation_days: 10 });
    const account = await createAccount(server.database.db);
    await insertContact(health(), { case_id: caseId, person_key: `user:${randomUUID()}`, user_id: account.id, exposure_start: EXPOSED_AT });
    await callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { staff: official, body: { dry_run: false } });
    await server.services.notifier.idle();
    expect(await notificationsOf(account)).toEqual([]);
  });
});
