import { fromCallback, fromPromise } from "xstate";
import type { PassportFields } from "#domain/passport-mrz.ts";
import { type PassportRead, type PassportScanEvent, passportScanMachine } from "../../../../machines/passport-scan.machine.ts";
import { startCamera } from "../../../ui/forms/camera.ts";
import { type MrzOcr, startMrzOcr } from "./mrz-ocr.ts";
import { readPassport } from "./read-passport.ts";

/** The scanner with the device's camera and OCR; `onFill` puts confirmed fields into the form. */
export function passportScanWithEffects(onFill: (fields: PassportFields) => void) {
  let ocr: Promise<MrzOcr> | undefined;
  const ocrNow = () => {
    ocr ??= startMrzOcr();
    // A reader that failed to load is asked for again on the next try.
    ocr.catch(() => (ocr = undefined));
    return ocr;
  };
  return passportScanMachine.provide({
    actions: {
      warmOcr: () => void ocrNow().catch(() => undefined),
      releaseOcr: () => {
        const started = ocr;
        ocr = undefined;
        void started?.then((reader) => reader.stop()).catch(() => undefined);
      },
      fill: (_, fields) => {
        if (fields) onFill(fields);
      },
    },
    actors: {
      camera: fromCallback<PassportScanEvent>(({ sendBack }) => startCamera(sendBack)),
      readPassport: fromPromise<PassportRead, Blob | undefined>(async ({ input }) => {
        if (!input) throw new Error("No photo to read");
        return readPassport(input, await ocrNow(), new Date());
      }),
    },
  });
}
