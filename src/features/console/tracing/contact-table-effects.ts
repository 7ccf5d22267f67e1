import { fromPromise } from "xstate";
import { type BulkFollowUpInput, type BulkReviewInput, contactTableMachine } from "../../../../machines/console/contact-table.machine.ts";
import type { TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { changeFollowUps, reviewContacts } from "./tracing-api.ts";

/** The contacts table with its real calls. */
export const tableMachine = contactTableMachine.provide({
  actors: {
    reviewContacts: fromPromise<TracingContact[], BulkReviewInput>(({ input }) =>
      reviewContacts(input.caseId, { contact_ids: input.contactIds, included: input.included, reason: input.reason }),
    ),
    changeFollowUps: fromPromise<TracingContact[], BulkFollowUpInput>(({ input }) =>
      changeFollowUps(input.caseId, { contact_ids: input.contactIds, status: input.status }),
    ),
  },
});
