import { createAfterAnswer, type AfterAnswer } from '../../src/platform/after-answer';
import { createLogger } from '../../src/platform/logger';

export interface HeldAfterAnswer extends AfterAnswer {
  /** How many pieces of work wait for `release`. */
  held(): number;
  /** Starts the held work and waits for all of it. */
  release(): Promise<void>;
}

/**
 * Work left for after the answer, held until the test releases it: what a request did before
 * answering can then be looked at alone (no race with the work it left behind).
 */
export function heldAfterAnswer(): HeldAfterAnswer {
  const waiting: (() => void)[] = [];
  const afterAnswer = createAfterAnswer(createLogger({ level: 'silent', pretty: false }), (start) => waiting.push(start));
  return {
    ...afterAnswer,
    held: () => waiting.length,
    async release() {
      while (waiting.length > 0) waiting.shift()!();
      await afterAnswer.settled();
    },
  };
}
