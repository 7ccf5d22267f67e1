import { estimateSkew, type GreyImage, sharpness } from "./grey-image.ts";

// Wide enough for the zone's 44 characters to be ~25 px each on a page that fills half the photo.
const WORKING_WIDTH = 1600;
const MEASURING_WIDTH = 480;
// The zone is in the page's bottom third; a photo framed loosely has it a little higher.
const ZONE_BAND = 0.45;

export interface ZonePictures {
  /** What to read, best first: the photo's bottom band, then the whole photo; both levelled and contrasted. */
  pictures: HTMLCanvasElement[];
  sharpness: number;
}

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("No 2D canvas");
  return [canvas, context];
}

function greyOf(source: CanvasImageSource, width: number, height: number): GreyImage {
  const [canvas, context] = canvasOf(width, height);
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const pixels = new Uint8Array(canvas.width * canvas.height);
  for (let index = 0; index < pixels.length; index += 1) {
    pixels[index] = Math.round(0.299 * (data[index * 4] ?? 0) + 0.587 * (data[index * 4 + 1] ?? 0) + 0.114 * (data[index * 4 + 2] ?? 0));
  }
  return { pixels, width: canvas.width, height: canvas.height };
}

/** Grey, stretched so the darkest hundredth is black and the lightest white: a dim photo reads like a bright one. */
function contrasted(source: HTMLCanvasElement): HTMLCanvasElement {
  const grey = greyOf(source, source.width, source.height);
  const sorted = [...grey.pixels].sort((a, b) => a - b);
  const low = sorted[Math.floor(sorted.length * 0.01)] ?? 0;
  const high = Math.max(low + 1, sorted[Math.floor(sorted.length * 0.99)] ?? 255);
  const [canvas, context] = canvasOf(source.width, source.height);
  const image = context.createImageData(canvas.width, canvas.height);
  grey.pixels.forEach((value, index) => {
    const stretched = Math.min(255, Math.max(0, ((value - low) * 255) / (high - low)));
    image.data.set([stretched, stretched, stretched, 255], index * 4);
  });
  context.putImageData(image, 0, 0);
  return canvas;
}

/**
 * The photo made ready for OCR, on the device: scaled, turned level (a page held a few degrees off
 * reads as nothing), cut to the band where the zone is, in grey with its contrast stretched.
 */
export async function zonePictures(photo: Blob): Promise<ZonePictures> {
  const bitmap = await createImageBitmap(photo);
  try {
    const scale = Math.min(1, WORKING_WIDTH / bitmap.width);
    const width = bitmap.width * scale;
    const height = bitmap.height * scale;
    const measured = greyOf(bitmap, MEASURING_WIDTH, (MEASURING_WIDTH * height) / width);
    const radians = (-estimateSkew(measured) * Math.PI) / 180;

    const [level, context] = canvasOf(width, height);
    context.fillStyle = "#fff";
    context.fillRect(0, 0, level.width, level.height);
    context.translate(level.width / 2, level.height / 2);
    context.rotate(radians);
    context.drawImage(bitmap, -width / 2, -height / 2, width, height);

    const bandTop = level.height * (1 - ZONE_BAND);
    const [band, bandContext] = canvasOf(level.width, level.height - bandTop);
    bandContext.drawImage(level, 0, bandTop, level.width, band.height, 0, 0, band.width, band.height);
    return { pictures: [contrasted(band), contrasted(level)], sharpness: sharpness(measured) };
  } finally {
    bitmap.close();
  }
}
