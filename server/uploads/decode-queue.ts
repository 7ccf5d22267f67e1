import sharp from "sharp";

export interface DecodeSettings {
  /** Images decoded at the same time by this process. */
  concurrency: number;
  /** Images that may wait for a turn; one more is refused at once. */
  waiting: number;
}

/** Every turn is taken and the waiting line is full; `retryAfterSeconds` estimates when a turn frees. */
export class DecodeQueueFull extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("The image decoding queue is full");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface DecodeQueue {
  /** Runs `task` when a turn is free; throws DecodeQueueFull when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** What a decode is taken to cost before any has been timed: a large card photo. */
const FIRST_ESTIMATE_MS = 1_000;
const ESTIMATE_WEIGHT = 0.2;

/**
 * The image work of this process (decision 008): at most `concurrency` images decoded at once and
 * at most `waiting` in line. Without it each upload took a libuv thread of its own, so a burst
 * took every core and check-ins waited behind it. libvips gets one thread per image and keeps no
 * cache of operations, so the memory of a decode is given back when it ends.
 */
export function decodeQueue({ concurrency, waiting }: DecodeSettings): DecodeQueue {
  sharp.concurrency(1);
  sharp.cache(false);
  let running = 0;
  const line: Array<() => void> = [];
  let averageMs = FIRST_ESTIMATE_MS;

  function release(): void {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  }

  function retryAfterSeconds(): number {
    const turnsAhead = (line.length + concurrency) / concurrency;
    return Math.max(1, Math.ceil((turnsAhead * averageMs) / 1000));
  }

  return {
    async run(task) {
      if (running < concurrency) running += 1;
      else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve));
      else throw new DecodeQueueFull(retryAfterSeconds());
      const started = performance.now();
      try {
        return await task();
      } finally {
        averageMs += (performance.now() - started - averageMs) * ESTIMATE_WEIGHT;
        release();
      }
    },
  };
}
