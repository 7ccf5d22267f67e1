import { FetchError } from "ofetch";
import * as v from "valibot";
import { fromPromise } from "xstate";
import { type ContactFailure, type ContactFormValues, contactFormMachine } from "../../../../machines/contact-form.machine.ts";
import { sendContactMessage } from "../../../api/contact-messages.ts";
import { i18n } from "../../../app/i18n.ts";
import { ErrorAnswer } from "#domain/api-document.ts";
import type { ContactMessageSent } from "#domain/contact-messages.ts";
import { FALLBACK_LOCALE, toLocale } from "#domain/locales.ts";

/** What the machine needs of a failed send: the server's field messages (422), the throttle (429), or anything else. */
export function contactFailureOf(error: unknown): ContactFailure {
  if (!(error instanceof FetchError) || !error.response) return { kind: "failed", message: undefined };
  const answer = v.safeParse(ErrorAnswer, error.data);
  if (error.statusCode === 422 && answer.success && answer.output.errors) return { kind: "invalid", fieldErrors: answer.output.errors };
  if (error.statusCode === 429) return { kind: "throttled" };
  return { kind: "failed", message: answer.success ? answer.output.message : undefined };
}

/** The contact form with its real call; the message goes in the page's language, so support can answer in it. */
export const contactMachine = contactFormMachine.provide({
  actors: {
    sendMessage: fromPromise<ContactMessageSent, ContactFormValues>(({ input }) =>
      sendContactMessage({ ...input, language: toLocale(i18n.locale) ?? FALLBACK_LOCALE }).catch((error: unknown) => {
        throw contactFailureOf(error);
      }),
    ),
  },
});
