import { fromPromise } from "xstate";
import { logbookScanMachine } from "../../../../machines/logbook-scan.machine.ts";
import { confirmVisit, lookUpCode, verifyCode } from "../../../api/my-logbook.ts";
import type { ScanResult } from "../../../domain/logbook.ts";
import { readQrFromPhoto } from "./qr-reader.ts";

/** The scan machine with its real effects; `leave` takes the reader back to /digital-logbook. */
export function scanMachineWithEffects(leave: () => void) {
  return logbookScanMachine.provide({
    actors: {
      lookUpCode: fromPromise<ScanResult, { code: string }>(({ input }) => lookUpCode(input.code)),
      verifyCode: fromPromise<ScanResult, { code: string }>(({ input }) => verifyCode(input.code)),
      confirmVisit: fromPromise(({ input }: { input: { uuid: string; purpose: string } }) => confirmVisit(input.uuid, input.purpose)),
      readPhoto: fromPromise<string, { photo: Blob }>(({ input }) => readQrFromPhoto(input.photo)),
    },
    actions: { leaveForLogbook: leave },
  });
}
