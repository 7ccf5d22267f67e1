import { writeFileSync } from "node:fs";
import sharp from "sharp";

export interface PassportPhotoOptions {
  /** Degrees the page is turned in the picture. */
  angle?: number;
  /** A dim room: the picture darkened and its contrast flattened. */
  dim?: boolean;
}

const WIDTH = 1250;
const HEIGHT = 880;
const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * A passport's data page as a phone would photograph it: a tinted page with a photo box, printed
 * labels and the two lines of the machine-readable zone in a monospace face (DejaVu Sans Mono, the
 * nearest to OCR-B this machine has), on a table; JPEG, as a camera gives it.
 */
export async function passportPhoto(lines: readonly string[], { angle = 0, dim = false }: PassportPhotoOptions = {}): Promise<Buffer> {
  const zone = lines
    .map(
      (line, index) =>
        `<text x="50" y="${HEIGHT - 120 + index * 62}" font-family="DejaVu Sans Mono" font-size="44" textLength="${WIDTH - 100}" lengthAdjust="spacing">${xmlText(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="tint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9efe4"/><stop offset="1" stop-color="#f4e9ea"/></linearGradient></defs>
    <rect width="100%" height="100%" rx="24" fill="url(#tint)"/>
    <text x="50" y="70" font-family="DejaVu Sans" font-size="34" fill="#36507a">PASSPORT · PASSEPORT</text>
    <rect x="50" y="110" width="280" height="360" fill="#c9ccd3"/>
    <circle cx="190" cy="240" r="80" fill="#9aa0aa"/>
    <text x="380" y="150" font-family="DejaVu Sans" font-size="24" fill="#445">Surname / Nom</text>
    <text x="380" y="190" font-family="DejaVu Sans" font-size="32" fill="#111">${xmlText(lines[0]?.slice(5, 25).replace(/</g, " ") ?? "")}</text>
    <text x="380" y="250" font-family="DejaVu Sans" font-size="24" fill="#445">Date of birth · Sex · Nationality</text>
    <text x="380" y="330" font-family="DejaVu Sans" font-size="24" fill="#445">Date of expiry · Authority</text>
    <g fill="#111">${zone}</g>
  </svg>`;
  const page = await sharp(Buffer.from(svg)).png().toBuffer();
  let photo = sharp(page).rotate(angle, { background: "#6b5a48" }).extend({ top: 90, bottom: 90, left: 80, right: 80, background: "#6b5a48" });
  if (dim) photo = photo.linear(0.45, 40).modulate({ brightness: 0.8 });
  return photo.jpeg({ quality: 85 }).toBuffer();
}

const VIDEO_WIDTH = 1280;
const VIDEO_HEIGHT = 960;
const VIDEO_FRAMES = 10;

/** A Y4M video of the photo for Chromium's fake camera: greyscale 4:2:0 (neutral chroma), the photo filling the frame. */
export async function writePassportVideo(file: string, photo: Buffer): Promise<void> {
  const luma = await sharp(photo).resize(VIDEO_WIDTH, VIDEO_HEIGHT, { fit: "contain", background: "#6b5a48" }).grayscale().raw().toBuffer();
  const chroma = Buffer.alloc((VIDEO_WIDTH / 2) * (VIDEO_HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${VIDEO_WIDTH} H${VIDEO_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: VIDEO_FRAMES }, () => frame)]));
}
