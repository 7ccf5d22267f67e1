import { fromPromise } from "xstate";
import { type ContactMessagesPage, contactMessagesMachine } from "../../../../machines/console/contact-messages.machine.ts";
import { listContactMessages } from "../../../api/contact-messages.ts";

/** The contact messages page's machine with its real call (a lost session is the shell's to handle). */
export const contactMessagesPageMachine = contactMessagesMachine.provide({
  actors: {
    loadMessages: fromPromise<ContactMessagesPage, { before: string | undefined }>(({ input }) => listContactMessages(input.before)),
  },
});
