import { describe, expect, it } from "vitest";
import type { NotificationsAnswer } from "#domain/notifications.ts";
import { type TestAccount, callApi } from "../support/accounts.ts";
import { type ApiServer } from "../support/api-server.ts";
import { type TestPushService, type TestSubscription } from "../support/push-service.ts";
import { outbox } from "../support/sign-in.ts";
import { createStaff } from "../support/staff.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { serveApiWithPush } from "./push-server-support.ts";
import { declaredTrip, decide } from "./customs-support.ts";

describe.each(DATABASE_KINDS)("notifications of a customs decision on %s", (kind) => {
  let server: ApiServer;
  let pushService: TestPushService;
  const clock = createTestClock();

  serveApiWithPush(kind, (started) => ({ server, pushService } = started), { clock: clock.now });

  const subscribe = async (account: TestAccount): Promise<TestSubscription> => {
    const subscription = pushService.subscribe();
    expect((await callApi(server, "POST", "/api/v1/registrant-set-fcm-token", { token: account.token, body: { token: subscription } })).statusCode).toBe(200);
    return subscription;
  };
  const setLanguage = (account: TestAccount, language: string) =>
    server.database.db.updateTable("users").set({ language }).where("id", "=", account.id).execute();
  /** Decides the trip (an officer signed in at the test clock's time, which moves) and waits for the first attempts the decision started. */
  const decideAndDeliver = async (tripId: string) => {
    const officer = await createStaff(server.database.db, ["customs_officer"], { now: clock.now() });
    expect((await decide(server, officer, tripId, { decision: "CLEARED" })).statusCode).toBe(200);
    await server.services.notifier.idle();
  };
  const deliveriesOf = (userId: string) =>
    server.database.db
      .selectFrom("notification_deliveries as d")
      .innerJoin("notifications as n", "n.id", "d.notification_id")
      .select(["d.channel", "d.status", "d.attempts", "d.next_attempt_at"])
      .where("n.user_id", "=", userId)
      .execute();
  const subscriptionsOf = async (userId: string) =>
    (await server.database.db.selectFrom("push_subscriptions").select("endpoint").where("user_id", "=", userId).execute()).map((row) => row.endpoint);

  it("pushes the decision to each of the traveller's devices, signed with the server's VAPID key and decrypted in the account's language", async () => {
    const { account, trip } = await declaredTrip(server);
    await setLanguage(account, "ja");
    const [phone, laptop] = [await subscribe(account), await subscribe(account)];
    await decideAndDeliver(trip.id);
    const publicKey = (await callApi(server, "GET", "/api/v2/push/public-key")).json<{ public_key: string }>().public_key;
    for (const device of [phone, laptop]) {
      const [received, ...more] = pushService.accepted(device);
      expect(more).toEqual([]);
      expect(received?.payload).toEqual({
        title: "渡航の審査が完了しました",
        body: "税関があなたの申告を確認しました。結果はアプリでご確認ください。",
        url: `/app/trips/${trip.id}`,
        tag: `customs_decision:${trip.id}`,
      });
      expect(received?.push.vapid).toMatchObject({ publicKey, aud: pushService.origin, sub: expect.stringMatching(/^(mailto:|https:)/) });
      expect(received?.push.ttl).toMatch(/^[1-9][0-9]*$/);
    }
    expect(await deliveriesOf(account.id)).toEqual([
      { channel: "push", status: "sent", attempts: 1, next_attempt_at: null },
      { channel: "push", status: "sent", attempts: 1, next_attempt_at: null },
    ]);
    expect(await outbox(server, account.email ?? "")).toEqual([]);
  });

  it("removes a subscription the push service says is gone (410), and sends nothing more to it", async () => {
    const { account, trip } = await declaredTrip(server);
    const phone = await subscribe(account);
    pushService.unsubscribe(phone);
    const before = pushService.received.length;
    await decideAndDeliver(trip.id);
    expect(pushService.received.slice(before).map((push) => push.status)).toEqual([410]);
    expect(await subscriptionsOf(account.id)).toEqual([]);
    expect(await deliveriesOf(account.id)).toEqual([{ channel: "push", status: "gone", attempts: 1, next_attempt_at: null }]);
  });

  it("retries a push the push service failed (500) after a minute, and records it sent then", async () => {
    const { account, trip } = await declaredTrip(server);
    const phone = await subscribe(account);
    pushService.answerNext(500);
    await decideAndDeliver(trip.id);
    const [waiting] = await deliveriesOf(account.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(pushService.accepted(phone)).toEqual([]);
    await server.services.notifier.deliverDue();
    expect(pushService.accepted(phone)).toEqual([]);
    clock.advance(61_000);
    await server.services.notifier.deliverDue();
    expect(pushService.accepted(phone).map(({ payload }) => payload)).toEqual([expect.objectContaining({ url: `/app/trips/${trip.id}` })]);
    expect(await deliveriesOf(account.id)).toEqual([{ channel: "push", status: "sent", attempts: 2, next_attempt_at: null }]);
  });

  it("does not push an account's notification to a browser that has since signed in to another account", async () => {
    const { account, trip } = await declaredTrip(server);
    const phone = await subscribe(account);
    pushService.answerNext(500);
    await decideAndDeliver(trip.id);
    const { account: nextUser } = await declaredTrip(server);
    expect((await callApi(server, "POST", "/api/v1/registrant-set-fcm-token", { token: nextUser.token, body: { token: phone } })).statusCode).toBe(200);
    clock.advance(61_000);
    await server.services.notifier.deliverDue();
    expect(pushService.accepted(phone)).toEqual([]);
    expect(await deliveriesOf(account.id)).toEqual([{ channel: "push", status: "gone", attempts: 2, next_attempt_at: null }]);
    expect(await subscriptionsOf(nextUser.id)).toEqual([phone.endpoint]);
  });

  it("gives up on a push after five failed attempts, waiting longer after each", async () => {
    const { account, trip } = await declaredTrip(server);
    await subscribe(account);
    pushService.answerNext(503, 429, 500, 502, 500);
    await decideAndDeliver(trip.id);
    for (const waitMinutes of [1, 5, 30, 120]) {
      const [waiting] = await deliveriesOf(account.id);
      expect(waiting?.status).toBe("pending");
      const due = Date.parse(waiting?.next_attempt_at ?? "");
      clock.advance(due - clock.now().getTime() - 1_000);
      await server.services.notifier.deliverDue();
      expect((await deliveriesOf(account.id))[0]?.attempts, `not due before ${waitMinutes} minutes`).toBe([1, 5, 30, 120].indexOf(waitMinutes) + 1);
      clock.advance(2_000);
      await server.services.notifier.deliverDue();
    }
    expect(await deliveriesOf(account.id)).toEqual([{ channel: "push", status: "failed", attempts: 5, next_attempt_at: null }]);
  });

  it("e-mails the decision in the account's language when the account has no push subscription", async () => {
    const { account, trip } = await declaredTrip(server);
    await setLanguage(account, "ko");
    await decideAndDeliver(trip.id);
    const [mail, ...more] = await outbox(server, account.email ?? "");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: "email", subject: "여행 심사가 완료되었습니다" });
    expect(mail?.body).toContain(`/app/trips/${trip.id}`);
    expect(await deliveriesOf(account.id)).toEqual([{ channel: "email", status: "sent", attempts: 1, next_attempt_at: null }]);
  });

  it("lists the account's notifications newest first with the unread count, and marks only its own read", async () => {
    const first = await declaredTrip(server);
    const account = first.account;
    const second = await declaredTrip(server);
    await server.database.db.updateTable("visit_histories").set({ user_id: account.id }).where("id", "=", second.trip.id).execute();
    await decideAndDeliver(first.trip.id);
    await decideAndDeliver(second.trip.id);
    const list = async (token: string) => (await callApi(server, "GET", "/api/v2/me/notifications", { token })).json<NotificationsAnswer>();
    const listed = await list(account.token);
    expect(listed).toEqual({
      data: [second.trip.id, first.trip.id].map((tripId) => ({
        id: expect.any(String),
        kind: "customs_decision",
        subject_id: tripId,
        params: { decision: "CLEARED" },
        created_at: expect.any(String),
        read_at: null,
      })),
      unread: 2,
    });
    const [newest] = listed.data;
    const read = (token: string, id: string) => callApi(server, "POST", `/api/v2/me/notifications/${id}/read`, { token });
    const stranger = await read(second.account.token, newest?.id ?? "");
    expect({ status: stranger.statusCode, body: stranger.json() }).toEqual({
      status: 404,
      body: { message: "Notification not found.", code: "NOTIFICATION_NOT_FOUND" },
    });
    expect((await list(second.account.token)).data).toEqual([]);
    const marked = await read(account.token, newest?.id ?? "");
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ data: { ...newest, read_at: expect.any(String) } });
    expect(await list(account.token)).toMatchObject({ unread: 1, data: [{ id: newest?.id, read_at: expect.any(String) }, { read_at: null }] });
  });

  it("tells of one event once however often it is raised", async () => {
    const { account, trip } = await declaredTrip(server);
    const event = {
      kind: "customs_decision",
      userId: account.id,
      subjectId: trip.id,
      params: { decision: "CLEARED" },
      dedupeKey: `customs_decision:${trip.id}`,
    } as const;
    await server.services.notifier.notify(event);
    await server.services.notifier.notify(event);
    await server.services.notifier.idle();
    expect(await outbox(server, account.email ?? "")).toHaveLength(1);
    expect((await callApi(server, "GET", "/api/v2/me/notifications", { token: account.token })).json<NotificationsAnswer>().data).toHaveLength(1);
  });
});
