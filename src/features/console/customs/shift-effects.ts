import { fromPromise } from "xstate";
import { customsShiftMachine } from "../../../../machines/console/customs-shift.machine.ts";
import { loadCustomsShift } from "../../../api/customs-queue.ts";
import type { CustomsShift } from "#domain/customs-queue.ts";

/** The desk's shift with its real call. */
export const shiftMachine = customsShiftMachine.provide({
  actors: { loadShift: fromPromise<CustomsShift>(() => loadCustomsShift()) },
});
