/**
 * A clock for the server that tests move forward. It follows real time plus the distance moved and
 * never answers the same instant twice, so "newest first" orderings are never ties.
 */
export interface TestClock {
  now: () => Date;
  advance: (milliseconds: number) => void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  let last = 0;
  return {
    now: () => {
      last = Math.max(Date.now() + offset, last + 1);
      return new Date(last);
    },
    advance: (milliseconds) => {
      offset += milliseconds;
    },
  };
}
