import type { ThrottleRule } from "./throttle.ts";

/** Counts one hit for `key` at `now`; answers undefined when allowed, else the seconds until a hit leaves the window. */
export type MemoryThrottle = (key: string, now: Date) => number | undefined;

/**
 * A sliding-window limit counted in this process's memory, for flood limits on the busiest path
 * (check-ins, decision 011): no statement, no page written, no key stored. A refused hit is not
 * counted, so waiting is enough to be let in again. Keys idle for a whole window are swept once a
 * window, so memory holds only the keys of the last window or two. With several server
 * processes each counts its own hits; limits that guard secrets (codes, passwords) use the shared
 * counters of `throttle.ts` instead.
 */
export function memoryThrottle({ limit, windowMs }: ThrottleRule): MemoryThrottle {
  const hits = new Map<string, number[]>();
  let sweptAt = 0;

  function sweep(at: number): void {
    for (const [key, times] of hits) if ((times.at(-1) ?? 0) <= at - windowMs) hits.delete(key);
    sweptAt = at;
  }

  return (key, now) => {
    const at = now.getTime();
    if (at - sweptAt >= windowMs) sweep(at);
    const times = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
    if (times.length >= limit) {
      hits.set(key, times);
      return Math.max(1, Math.ceil(((times[0] ?? at) + windowMs - at) / 1000));
    }
    times.push(at);
    hits.set(key, times);
    return undefined;
  };
}
