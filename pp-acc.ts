import sharp from "sharp";
import { createWorker, PSM } from "tesseract.js";
import { readPassportMrz } from "#domain/passport-mrz.ts";
import { passportPhoto } from "./tests/e2e/support/passport-images.ts";
import { td3Lines } from "./tests/support/td3-mrz.ts";
const holders = [
  { issuer: "JPN", lastName: "O BRIEN", givenNames: "MIN JUN", number: "A72928556", nationality: "JPN", birth: "800101", sex: "M", expiry: "300101" },
  { issuer: "KOR", lastName: "KIM", givenNames: "SEO YEON", number: "X83813064", nationality: "KOR", birth: "900505", sex: "F", expiry: "310303" },
  { issuer: "USA", lastName: "MUELLER", givenNames: "JOSE", number: "P49892909", nationality: "USA", birth: "770707", sex: "M", expiry: "290909" },
  { issuer: "PHL", lastName: "TENORIO", givenNames: "LIAM", number: "W21109924", nationality: "PHL", birth: "010203", sex: "M", expiry: "320202" },
] as const;
const worker = await createWorker("eng", 1, { langPath: "node_modules/@tesseract.js-data/eng/4.0.0_best_int", cacheMethod: "none" });
for (const scale of [1, 1.6, 2.2]) for (const psm of [PSM.SINGLE_BLOCK]) {
  await worker.setParameters({ tessedit_char_whitelist: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<", tessedit_pageseg_mode: psm });
  const res: string[] = [];
  for (const h of holders) {
    const lines = td3Lines(h as never);
    const img = await passportPhoto(lines);
    const meta = await sharp(img).metadata();
    const hgt = meta.height!, w = meta.width!;
    const crop = await sharp(img).extract({ left: 0, top: Math.round(hgt * 0.55), width: w, height: Math.round(hgt * 0.45) }).resize(Math.round(w * scale)).grayscale().normalise().png().toBuffer();
    const { data } = await worker.recognize(crop);
    const r = readPassportMrz(data.text, new Date());
    res.push(r.ok ? `${r.fields.last_name}|${r.fields.first_name}|${r.fields.middle_name}` : r.failure);
    if (scale === 1) console.log(JSON.stringify(data.text));
  }
  console.log(scale, psm, res.join("  ;  "));
}
await worker.terminate();
