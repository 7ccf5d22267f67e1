import { writeFileSync } from "node:fs";
import QRCode from "qrcode";

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/**
 * A Y4M video of a QR code of `text`, for Chromium's fake camera (--use-file-for-fake-video-capture):
 * black modules on white, centred with a quiet zone, in greyscale 4:2:0 (neutral chroma). The code fills
 * half the picture's height, inside the centre square qr-scanner reads by default (two thirds of it).
 */
export function writeQrVideo(file: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.5) / modules.size);
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);

  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}

/** A PNG photo of a QR code of `text`, as a phone's gallery would hold it. */
export function writeQrPhoto(file: string, text: string): Promise<void> {
  return QRCode.toFile(file, text, { type: "png", width: 480, margin: 4 });
}
