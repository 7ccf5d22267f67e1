import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { ContactFormValues, contactFormMachine } from "../../../../machines/contact-form.machine.ts";

export type ContactActor = ActorRefFrom<typeof contactFormMachine>;

/** The contact form machine as the page sees it: one selector a field, events sent by name. */
export function useContactForm(actor: ContactActor) {
  return {
    sending: useSelector(actor, (state) => state.matches("sending")),
    sent: useSelector(actor, (state) => state.matches("sent")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    throttled: useSelector(actor, (state) => state.matches("throttled")),
    values: useSelector(actor, (state) => state.context.values),
    reference: useSelector(actor, (state) => state.context.reference),
    fieldErrors: useSelector(actor, (state) => state.context.fieldErrors),
    failureMessage: useSelector(actor, (state) => state.context.failureMessage),
    send: (values: ContactFormValues) => actor.send({ type: "form.submitted", values }),
    retry: () => actor.send({ type: "retry.requested" }),
    writeAnother: () => actor.send({ type: "another.requested" }),
  };
}

export type ContactFormView = ReturnType<typeof useContactForm>;
