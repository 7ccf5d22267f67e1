import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type ContactMessagesContext,
  type ContactMessagesEvent,
  type ContactMessagesPage,
  contactMessagesMachine,
} from "../../../machines/console/contact-messages.machine.ts";
import type { StaffContactMessage } from "#domain/contact-messages.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

function contactMessage(index: number): StaffContactMessage {
  return {
    id: `0190-${index}`,
    reference: `CM-AAAA-AAA${index}`,
    language: "en",
    status: "forwarded",
    created_at: `2026-11-24T09:0${index}:00.000Z`,
  };
}

const counts = { pending: 1, forwarded: 2 };
const newest: ContactMessagesPage = { messages: [contactMessage(3), contactMessage(2)], nextBefore: "0190-2", counts };
const oldest: ContactMessagesPage = { messages: [contactMessage(1)], nextBefore: null, counts };
const { done, error } = callAnswers(contactMessagesMachine);

const events: ContactMessagesEvent[] = [
  { type: "older.requested" },
  { type: "list.reload" },
  done("loadMessages", newest),
  done("loadMessages", oldest),
  error("loadMessages", failure(0)),
  done("loadOlder", oldest),
  error("loadOlder", failure(500, "Internal Server Error!")),
];

describe("contact messages machine, generated paths", () => {
  testPagePaths(
    {
      machine: contactMessagesMachine,
      events,
      serializeState: (snapshot: AnyMachineSnapshot) => {
        const { nextBefore, olderFailed, messages } = snapshot.context as ContactMessagesContext;
        return JSON.stringify({ value: snapshot.value, hasOlder: nextBefore !== null, olderFailed, shown: messages.length > 0 });
      },
    },
    {
      also: (run) => {
        const context = run.snapshot.context as ContactMessagesContext;
        // Nothing shown after a failed load; a failed "Load older" keeps what was shown.
        if (run.snapshot.matches("failed")) expect(context.messages).toEqual([]);
        expect(run.snapshot.can({ type: "older.requested" })).toBe(run.snapshot.matches("ready") && context.nextBefore !== null);
      },
    },
  );
});

describe("contact messages machine", () => {
  it("loads newest first and pages back until nothing older is left", async () => {
    const calls: (string | undefined)[] = [];
    const actor = createActor(
      contactMessagesMachine.provide({
        actors: {
          loadMessages: fromPromise<ContactMessagesPage, { before: string | undefined }>(async ({ input }) => {
            calls.push(input.before);
            return input.before === undefined ? newest : oldest;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "older.requested" });
    await expect.poll(() => actor.getSnapshot().context.nextBefore).toBeNull();
    expect(actor.getSnapshot().context.messages.map((message) => message.reference)).toEqual(["CM-AAAA-AAA3", "CM-AAAA-AAA2", "CM-AAAA-AAA1"]);
    expect(calls).toEqual([undefined, "0190-2"]);
  });
});
