import { fromPromise } from "xstate";
import { type AmendmentInput, customsCheckMachine, type CustomsQuery, type DecisionInput } from "../../../../machines/console/customs-check.machine.ts";
import { amendCustomsDecision, loadCustomsTrip, lookUpCustomsTrip, recordCustomsDecision } from "../../../api/customs-check.ts";
import type { CustomsTripCard } from "#domain/customs-check.ts";

/** The customs machine with its real calls (a lost session is the shell's to handle: it sends every console page back to sign-in). */
export const customsMachine = customsCheckMachine.provide({
  actors: {
    lookUpTrip: fromPromise<CustomsTripCard[], CustomsQuery>(({ input }) => lookUpCustomsTrip(input)),
    recordDecision: fromPromise<CustomsTripCard, DecisionInput>(({ input }) =>
      recordCustomsDecision(input.id, { decision: input.decision, remarks: input.remarks, note: input.note, message: input.message }),
    ),
    recordAmendment: fromPromise<CustomsTripCard, AmendmentInput>(({ input }) =>
      amendCustomsDecision(input.id, { decision: input.decision, remarks: input.remarks, note: input.note, message: input.message, reason: input.reason }),
    ),
    loadTrip: fromPromise<CustomsTripCard, { id: string }>(({ input }) => loadCustomsTrip(input.id)),
  },
});
