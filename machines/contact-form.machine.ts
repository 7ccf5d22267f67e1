import { assign, fromPromise, setup } from "xstate";
import type { ContactMessageSent } from "#domain/contact-messages.ts";
import { type CallFailure, failureOf } from "./call-failure.ts";

/** What the visitor typed (the page's language travels with it in the effect). */
export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

export type ContactFormEvent = { type: "form.submitted"; values: ContactFormValues } | { type: "retry.requested" } | { type: "another.requested" };

export interface ContactFormContext {
  /** The last values sent: kept through a failure, so a retry sends them again and the form shows them. */
  values: ContactFormValues;
  reference: string | undefined;
  fieldErrors: Record<string, string[]>;
  failureMessage: string | undefined;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: "", email: "", message: "" };
const NO_ERRORS: Record<string, string[]> = {};
const never = () => new Promise<never>(() => {});
const isInvalid = (failure: CallFailure) => failure.status === 422 && failure.fieldErrors !== undefined;
const fieldErrorsOf = (error: unknown) => failureOf(error).fieldErrors ?? NO_ERRORS;
const messageOf = (error: unknown) => failureOf(error).message;

/**
 * Decision 040: the contact form. Editing → sending → sent (the reference shown); a refusal of
 * the fields goes back to editing with the server's messages; throttled and failed keep the form as
 * typed: failed may be retried as is, and either may be sent again after a change.
 */
export const contactFormMachine = setup({
  types: { context: {} as ContactFormContext, events: {} as ContactFormEvent },
  actors: {
    sendMessage: fromPromise<ContactMessageSent, ContactFormValues>(never),
  },
  actions: {
    keepValues: assign((_, params: { values: ContactFormValues }) => ({ values: params.values })),
  },
  guards: {
    invalid: (_, params: { error: unknown }) => isInvalid(failureOf(params.error)),
    throttled: (_, params: { error: unknown }) => failureOf(params.error).status === 429,
  },
}).createMachine({
  id: "contactForm",
  context: { values: EMPTY_CONTACT_FORM, reference: undefined, fieldErrors: NO_ERRORS, failureMessage: undefined },
  initial: "editing",
  states: {
    editing: {
      on: { "form.submitted": { target: "sending", actions: { type: "keepValues", params: ({ event }) => ({ values: event.values }) } } },
    },
    sending: {
      entry: assign({ fieldErrors: NO_ERRORS, failureMessage: undefined }),
      invoke: {
        src: "sendMessage",
        id: "sendMessage",
        input: ({ context }) => context.values,
        onDone: { target: "sent", actions: assign({ reference: ({ event }) => event.output.reference }) },
        onError: [
          {
            guard: { type: "invalid", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            actions: assign({ fieldErrors: ({ event }) => fieldErrorsOf(event.error) }),
          },
          { guard: { type: "throttled", params: ({ event }) => ({ error: event.error }) }, target: "throttled" },
          { target: "failed", actions: assign({ failureMessage: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    sent: {
      on: { "another.requested": { target: "editing", actions: assign({ values: EMPTY_CONTACT_FORM, reference: undefined }) } },
    },
    failed: {
      on: {
        "retry.requested": "sending",
        "form.submitted": { target: "sending", actions: { type: "keepValues", params: ({ event }) => ({ values: event.values }) } },
      },
    },
    throttled: {
      on: { "form.submitted": { target: "sending", actions: { type: "keepValues", params: ({ event }) => ({ values: event.values }) } } },
    },
  },
});
