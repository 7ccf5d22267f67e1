import sharp from "sharp";

/** A photo-like PNG of a document: a fixed noise, so the server's re-encode has real pixels to work on. */
export function documentPhoto(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
