import * as v from "valibot";
import { fromPromise } from "xstate";
import {
  type CaseChangeInput,
  caseWorkbenchMachine,
  type ConversionInput,
  contactOrder,
  type ContactOrder,
  type ExportRequest,
  type FollowUpInput,
  type NotifyCounts,
  type WorkbenchData,
} from "../../../../machines/console/case-workbench.machine.ts";
import { CaseChange, ContactConversion, type TracingCase } from "#domain/tracing/tracing-cases.ts";
import type { TracingContact } from "#domain/tracing/tracing-contacts.ts";
import {
  changeCase,
  changeFollowUp,
  computeContacts,
  convertContact,
  downloadContacts,
  freezeContacts,
  loadCase,
  loadContacts,
  notifyContacts,
  reviewContact,
} from "./tracing-api.ts";

async function loadWorkbench(caseId: string, generation: number | undefined): Promise<WorkbenchData> {
  const tracingCase = await loadCase(caseId);
  if (tracingCase.attributes.contact_list.state === "none") return { tracingCase, contacts: [] };
  return { tracingCase, contacts: await loadContacts(caseId, { order: contactOrder(tracingCase), generation }) };
}

/** The case workbench with its real calls (a lost session is the shell's to handle: it sends every console page back to sign-in). */
export const workbenchMachine = caseWorkbenchMachine.provide({
  actors: {
    loadWorkbench: fromPromise<WorkbenchData, { caseId: string; generation: number | undefined }>(({ input }) => loadWorkbench(input.caseId, input.generation)),
    changeCase: fromPromise<TracingCase, { caseId: string; change: CaseChangeInput }>(({ input }) =>
      changeCase(input.caseId, v.parse(CaseChange, input.change)),
    ),
    computeContacts: fromPromise<TracingCase, { caseId: string; minimumOverlap: number }>(({ input }) => computeContacts(input.caseId, input.minimumOverlap)),
    loadContacts: fromPromise<TracingContact[], { caseId: string; generation: number | undefined; order: ContactOrder }>(({ input }) =>
      loadContacts(input.caseId, { order: input.order, generation: input.generation }),
    ),
    reviewContact: fromPromise<TracingContact, { caseId: string; contactId: string; included: boolean; reason: string }>(({ input }) =>
      reviewContact(input.caseId, input.contactId, { included: input.included, reason: input.reason.trim() }),
    ),
    // The machine sends only an opening the schema accepts.
    convertContact: fromPromise<TracingCase, { caseId: string; contactId: string; opening: ConversionInput }>(({ input }) =>
      convertContact(input.caseId, input.contactId, v.parse(ContactConversion, input.opening)),
    ),
    freezeContacts: fromPromise<TracingCase, { caseId: string; acceptUnreviewed: number }>(({ input }) => freezeContacts(input.caseId, input.acceptUnreviewed)),
    notifyContacts: fromPromise<NotifyCounts, { caseId: string; dryRun: boolean; resendUncertain: boolean }>(({ input }) =>
      notifyContacts(input.caseId, { dry_run: input.dryRun, resend_uncertain: input.resendUncertain }),
    ),
    changeFollowUp: fromPromise<TracingContact, { caseId: string } & FollowUpInput>(({ input }) =>
      changeFollowUp(input.caseId, input.contactId, { status: input.status, due: input.due, note: input.note?.trim() || null }),
    ),
    exportContacts: fromPromise<void, ExportRequest>(({ input }) => downloadContacts(input.caseId, input.purpose, input.format)),
  },
});
