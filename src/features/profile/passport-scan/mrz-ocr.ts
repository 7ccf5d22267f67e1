// The package's ES module build: its CommonJS entry would put interop helpers in every page's runtime chunk.
import Tesseract from "tesseract.js/dist/tesseract.esm.min.js";
import { corePath, langPath, workerPath } from "virtual:passport-ocr";

// The zone's alphabet (ICAO 9303): nothing else can be in it, so OCR is not let guess anything else.
const ZONE_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

export interface MrzOcr {
  read(picture: HTMLCanvasElement): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Tesseract in a worker with the model the app ships (decision 063): its worker script, core and
 * English model come from our own origin, and the picture is read in the browser, never sent.
 */
export async function startMrzOcr(): Promise<MrzOcr> {
  const worker = await Tesseract.createWorker("eng", Tesseract.OEM.LSTM_ONLY, {
    workerPath,
    corePath,
    langPath,
    workerBlobURL: false,
    // The browser's HTTP cache keeps the model under its hashed address; a second copy in IndexedDB would only go stale.
    cacheMethod: "none",
  });
  await worker.setParameters({ tessedit_char_whitelist: ZONE_CHARACTERS, tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK });
  return {
    read: async (picture) => (await worker.recognize(picture)).data.text,
    stop: async () => void (await worker.terminate()),
  };
}
