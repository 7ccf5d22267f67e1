/** Where the passport scanner's OCR files are served from (vite.config.ts, decision 063). */
declare module "virtual:passport-ocr" {
  export const workerPath: string;
  export const corePath: string;
  export const langPath: string;
}

/** tesseract.js's ES module build, typed as the package. */
declare module "tesseract.js/dist/tesseract.esm.min.js" {
  import Tesseract = require("tesseract.js");
  export default Tesseract;
}
