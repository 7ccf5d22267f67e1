import { fromPromise } from "xstate";
import { logbookScanMachine, type VisitToConfirm } from "../../../../machines/logbook-scan.machine.ts";
import { confirmVisit, lookUpCode, verifyCode } from "../../../api/my-logbook.ts";
import type { ScanResult } from "#domain/logbook.ts";
import { checklistMachine } from "../symptoms-effects.ts";
import { readQrFromPhoto } from "./qr-reader.ts";

/** The scan machine with its real effects; `leave` takes the reader back to /digital-logbook. */
export function scanMachineWithEffects(leave: () => void) {
  return logbookScanMachine.provide({
    actors: {
      lookUpCode: fromPromise<ScanResult, { code: string }>(({ input }) => lookUpCode(input.code)),
      verifyCode: fromPromise<ScanResult, { code: string }>(({ input }) => verifyCode(input.code)),
      confirmVisit: fromPromise(({ input }: { input: VisitToConfirm }) => confirmVisit(input)),
      readPhoto: fromPromise<string, { photo: Blob }>(({ input }) => readQrFromPhoto(input.photo)),
      symptoms: checklistMachine,
    },
    actions: { leaveForLogbook: leave },
  });
}
