/** A picture as one byte of lightness per pixel, row after row. */
export interface GreyImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

const SKEW_LIMIT_DEGREES = 10;
const EDGE_SHARE = 0.9;

/** Otsu's threshold: the lightness that best parts ink from paper. */
export function otsuThreshold({ pixels }: GreyImage): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of pixels) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = pixels.length;
  let sumAll = 0;
  histogram.forEach((count, value) => (sumAll += count * value));
  let darkCount = 0;
  let darkSum = 0;
  let best = 0;
  let threshold = 127;
  histogram.forEach((count, value) => {
    darkCount += count;
    darkSum += count * value;
    const lightCount = total - darkCount;
    if (darkCount === 0 || lightCount === 0) return;
    const between = darkCount * lightCount * (darkSum / darkCount - (sumAll - darkSum) / lightCount) ** 2;
    if (between > best) {
      best = between;
      threshold = value;
    }
  });
  return threshold;
}

/** The points where lightness changes most (the strokes of print, the page's edge): the top tenth by gradient. */
function edgePoints({ pixels, width, height }: GreyImage): Array<[number, number]> {
  const gradients = new Uint16Array(width * height);
  for (let y = 0; y < height - 1; y += 1) {
    for (let x = 0; x < width - 1; x += 1) {
      const here = pixels[y * width + x] ?? 0;
      gradients[y * width + x] = Math.abs((pixels[y * width + x + 1] ?? 0) - here) + Math.abs((pixels[(y + 1) * width + x] ?? 0) - here);
    }
  }
  const cut = [...gradients].sort((a, b) => a - b)[Math.floor(gradients.length * EDGE_SHARE)] ?? 0;
  const points: Array<[number, number]> = [];
  gradients.forEach((gradient, index) => {
    if (gradient > cut) points.push([index % width, Math.floor(index / width)]);
  });
  return points;
}

/**
 * How many degrees the lines of print are turned (positive: clockwise), within ±10° in half degrees:
 * the angle at which the edges, summed along rows, are most uneven — rows of text alternate with
 * the gaps between them. OCR reads a line of 44 characters only within about 2° of level.
 */
export function estimateSkew(image: GreyImage): number {
  const points = edgePoints(image);
  let bestAngle = 0;
  let bestScore = -1;
  for (let halves = -SKEW_LIMIT_DEGREES * 2; halves <= SKEW_LIMIT_DEGREES * 2; halves += 1) {
    const radians = ((halves / 2) * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    const rows = new Map<number, number>();
    for (const [x, y] of points) {
      const row = Math.round(y * cos - x * sin);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    let score = 0;
    for (const count of rows.values()) score += count * count;
    if (score > bestScore) {
      bestScore = score;
      bestAngle = halves / 2;
    }
  }
  return bestAngle;
}

/** The spread of the Laplacian: low when edges are soft, as in a blurred or shaken picture. */
export function sharpness({ pixels, width, height }: GreyImage): number {
  let sum = 0;
  let sumOfSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = (dx: number, dy: number) => pixels[(y + dy) * width + x + dx] ?? 0;
      const laplacian = at(-1, 0) + at(1, 0) + at(0, -1) + at(0, 1) - 4 * at(0, 0);
      sum += laplacian;
      sumOfSquares += laplacian * laplacian;
      count += 1;
    }
  }
  return count === 0 ? 0 : sumOfSquares / count - (sum / count) ** 2;
}
