import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import type { CallFailure } from "../../machines/call-failure.ts";
import {
  type ContactFormContext,
  type ContactFormEvent,
  type ContactFormValues,
  contactFormMachine,
  EMPTY_CONTACT_FORM,
} from "../../machines/contact-form.machine.ts";
import type { ContactMessageSent } from "#domain/contact-messages.ts";
import { observable, testGeneratedPaths } from "./support/path-coverage.ts";

const typed: ContactFormValues = { name: "Ana Cruz", email: "ana@example.com", message: "My code does not arrive." };
const changed: ContactFormValues = { ...typed, message: "My code still does not arrive." };
const sent: ContactMessageSent = { message: "Your message has been sent.", reference: "CM-7K3Q-9XWD" };
const invalid: CallFailure = { status: 422, code: "VALIDATION_FAILED", message: "Invalid Email", fieldErrors: { email: ["Invalid Email"] } };
const throttled: CallFailure = { status: 429, code: "TOO_MANY_CONTACT_MESSAGES", message: "Too many messages. Please try again later." };
const failed: CallFailure = { status: 500, code: "INTERNAL_ERROR", message: "Internal Server Error!" };
const offline: CallFailure = { status: 0, code: undefined, message: undefined };
const as = (event: object) => event as unknown as ContactFormEvent;
const done = (output: unknown) => as({ type: "xstate.done.actor.sendMessage", output });
const error = (failure: CallFailure) => as({ type: "xstate.error.actor.sendMessage", error: failure });

const never = () => new Promise<never>(() => {});
const sentValues: ContactFormValues[] = [];
const machine = contactFormMachine.provide({
  actors: {
    sendMessage: fromPromise<ContactMessageSent, ContactFormValues>(({ input }) => {
      sentValues.push(input);
      return never();
    }),
  },
});

const events: ContactFormEvent[] = [
  { type: "form.submitted", values: typed },
  { type: "retry.requested" },
  { type: "another.requested" },
  done(sent),
  error(invalid),
  error(throttled),
  error(failed),
  error(offline),
];

describe("contact form machine, generated paths", () => {
  testGeneratedPaths(
    {
      machine,
      events,
      // Which failure message is kept does not multiply the states.
      serializeState: (snapshot: AnyMachineSnapshot) => {
        const context = snapshot.context as ContactFormContext;
        return JSON.stringify({
          value: snapshot.value,
          values: context.values,
          reference: context.reference,
          fieldErrors: context.fieldErrors,
          failed: context.failureMessage !== undefined,
        });
      },
    },
    {
      reset: () => {
        sentValues.length = 0;
      },
      check: (run, path) => {
        expect(observable(run.snapshot)).toEqual(observable(path.expected));
        const snapshot = run.snapshot;
        const context = snapshot.context as ContactFormContext;
        // Every send carries what was typed last; only 'Write another message' empties the form.
        for (const values of sentValues) expect(values).toEqual(typed);
        if (snapshot.matches("sent")) expect(context.reference).toBe(sent.reference);
        else expect(context.reference).toBeUndefined();
        if (snapshot.matches("failed") || snapshot.matches("throttled")) expect(context.values).toEqual(typed);
        if (snapshot.matches("sending")) expect(context.fieldErrors).toEqual({});
        expect(snapshot.can({ type: "retry.requested" })).toBe(snapshot.matches("failed"));
        expect(snapshot.can({ type: "form.submitted", values: typed })).toBe(!snapshot.matches("sending") && !snapshot.matches("sent"));
      },
    },
  );
});

describe("contact form machine", () => {
  it("keeps what was typed through a failure, sends it again on retry, and shows the reference", async () => {
    const calls: ContactFormValues[] = [];
    const actor = createActor(
      contactFormMachine.provide({
        actors: {
          sendMessage: fromPromise<ContactMessageSent, ContactFormValues>(async ({ input }) => {
            calls.push(input);
            if (calls.length === 1) throw offline;
            return sent;
          }),
        },
      }),
    ).start();
    actor.send({ type: "form.submitted", values: typed });
    await expect.poll(() => actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.values).toEqual(typed);
    actor.send({ type: "retry.requested" });
    await expect.poll(() => actor.getSnapshot().value).toBe("sent");
    expect(calls).toEqual([typed, typed]);
    expect(actor.getSnapshot().context.reference).toBe(sent.reference);
    actor.send({ type: "another.requested" });
    expect(actor.getSnapshot().context).toMatchObject({ values: EMPTY_CONTACT_FORM, reference: undefined });
  });

  it("brings the server's field messages back to the form, and clears them on the next send", async () => {
    const answers: (ContactMessageSent | CallFailure)[] = [invalid, throttled, sent];
    const actor = createActor(
      contactFormMachine.provide({
        actors: {
          sendMessage: fromPromise<ContactMessageSent, ContactFormValues>(async () => {
            const answer = answers.shift();
            if (answer && "status" in answer) throw answer;
            return sent;
          }),
        },
      }),
    ).start();
    actor.send({ type: "form.submitted", values: typed });
    await expect.poll(() => actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ["Invalid Email"] });
    actor.send({ type: "form.submitted", values: changed });
    await expect.poll(() => actor.getSnapshot().value).toBe("throttled");
    expect(actor.getSnapshot().context).toMatchObject({ values: changed, fieldErrors: {} });
    actor.send({ type: "form.submitted", values: changed });
    await expect.poll(() => actor.getSnapshot().value).toBe("sent");
  });
});
