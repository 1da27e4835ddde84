/** Every time-dependent function takes a Clock, so tests move time instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface TestClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = '2026-01-05T09:00:00Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` days before `now` (retention periods are counted in days). */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
