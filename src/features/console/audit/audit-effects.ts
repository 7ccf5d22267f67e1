import { fromPromise } from "xstate";
import { type AuditFilters, type AuditPage, auditViewerMachine, type TravellerIdentifier } from "../../../../machines/console/audit-viewer.machine.ts";
import { askWhoSaw, checkAuditChain, downloadAuditCsv, listAuditEvents, listStaffForAudit } from "../../../api/audit.ts";
import type { AuditEvent, AuditVerification } from "#domain/audit.ts";
import type { StaffMember } from "#domain/staff/staff-accounts.ts";

/** The audit viewer with its real calls (a lost session is the shell's to handle: it sends every console page back to sign-in). */
export const auditMachine = auditViewerMachine.provide({
  actors: {
    loadMembers: fromPromise<StaffMember[]>(() => listStaffForAudit()),
    loadEvents: fromPromise<AuditPage, { filters: AuditFilters; before: number | undefined }>(({ input }) => listAuditEvents(input.filters, input.before)),
    checkChain: fromPromise<AuditVerification>(() => checkAuditChain()),
    askWhoSaw: fromPromise<AuditEvent[], TravellerIdentifier>(({ input }) => askWhoSaw(input)),
    exportCsv: fromPromise<void, { filters: AuditFilters; purpose: string }>(({ input }) => downloadAuditCsv(input.filters, input.purpose)),
  },
});
