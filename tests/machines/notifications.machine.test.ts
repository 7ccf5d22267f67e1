import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type NotificationsEvent, notificationsMachine } from "../../machines/notifications.machine.ts";
import type { NotificationItem, NotificationsAnswer } from "#domain/notifications.ts";
import { observable, testGeneratedPaths } from "./support/path-coverage.ts";

const decision: NotificationItem = {
  id: "n-2",
  kind: "customs_decision",
  subject_id: "trip-1",
  params: { decision: "CLEARED" },
  created_at: "2026-11-24T09:00:00.000Z",
  read_at: null,
};
const warning: NotificationItem = {
  id: "n-1",
  kind: "exposure_warning",
  subject_id: "exposure-1",
  params: { day: "2026-11-20", place: "Garapan Seaside Cafe", until: "2026-12-04" },
  created_at: "2026-11-23T01:00:00.000Z",
  read_at: "2026-11-23T02:00:00.000Z",
};
const answer: NotificationsAnswer = { data: [decision, warning], unread: 1 };
const openedAt = "2026-11-24T10:00:00.000Z";
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as NotificationsEvent;

const opened: string[] = [];
const marked: string[] = [];
const never = () => new Promise<never>(() => {});
const machine = notificationsMachine.provide({
  actors: {
    loadNotifications: fromPromise<NotificationsAnswer>(never),
    markRead: fromPromise<void, { id: string }>(async ({ input }) => void marked.push(input.id)),
  },
  actions: { openSubject: (_, notification) => void opened.push(notification.id) },
});

const events: NotificationsEvent[] = [
  done("loadNotifications", answer),
  { type: "xstate.error.actor.loadNotifications", error: new Error("offline") } as unknown as NotificationsEvent,
  { type: "notifications.reload" },
  { type: "notification.opened", notification: decision, at: openedAt },
  { type: "notification.opened", notification: warning, at: openedAt },
];

describe("notifications machine, generated paths", () => {
  testGeneratedPaths(
    { machine, events },
    {
      reset: () => {
        opened.length = 0;
        marked.length = 0;
      },
      check: (run, path) => {
        expect(observable(run.snapshot)).toEqual(observable(path.expected));
        // Every opening goes where the notification points; only the first opening of an unread one marks it on the server.
        const openings = path.events.filter((event) => event.type === "notification.opened");
        expect(opened).toEqual(openings.map((event) => event.notification.id));
        const firstUnreadOpenings = openings.filter(
          (event, index) => event.notification.read_at === null && openings.findIndex((other) => other.notification.id === event.notification.id) === index,
        );
        expect(marked).toEqual(firstUnreadOpenings.map((event) => event.notification.id));
      },
    },
  );
});

describe("notifications machine", () => {
  it("opens an unread notification, shows it read with one unread fewer, and marks it read on the server", async () => {
    const marks: string[] = [];
    const opens: string[] = [];
    const actor = createActor(
      notificationsMachine.provide({
        actors: {
          loadNotifications: fromPromise(async () => answer),
          markRead: fromPromise<void, { id: string }>(async ({ input }) => void marks.push(input.id)),
        },
        actions: { openSubject: (_, notification) => void opens.push(notification.subject_id ?? "") },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.unread).toBe(1);
    actor.send({ type: "notification.opened", notification: decision, at: openedAt });
    expect(opens).toEqual(["trip-1"]);
    expect(actor.getSnapshot().context.unread).toBe(0);
    expect(actor.getSnapshot().context.notifications[0]?.read_at).toBe(openedAt);
    await expect.poll(() => marks).toEqual(["n-2"]);
  });

  it("shows the list after a failed load is tried again", async () => {
    let calls = 0;
    const actor = createActor(
      notificationsMachine.provide({
        actors: {
          loadNotifications: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error("offline");
            return answer;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("failed");
    actor.send({ type: "notifications.reload" });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.notifications.map((item) => item.id)).toEqual(["n-2", "n-1"]);
  });
});
