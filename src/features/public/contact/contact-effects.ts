import { fromPromise } from "xstate";
import { type ContactFormValues, contactFormMachine } from "../../../../machines/contact-form.machine.ts";
import { sendContactMessage } from "../../../api/contact-messages.ts";
import { calling } from "../../../api/failed-call.ts";
import { i18n } from "../../../app/i18n.ts";
import type { ContactMessageSent } from "#domain/contact-messages.ts";
import { FALLBACK_LOCALE, toLocale } from "#domain/locales.ts";

/** The contact form with its real call; the message goes in the page's language, so support can answer in it. */
export const contactMachine = contactFormMachine.provide({
  actors: {
    sendMessage: fromPromise<ContactMessageSent, ContactFormValues>(({ input }) =>
      calling(() => sendContactMessage({ ...input, language: toLocale(i18n.locale) ?? FALLBACK_LOCALE })),
    ),
  },
});
