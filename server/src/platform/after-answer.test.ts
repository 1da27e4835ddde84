import { describe, expect, it } from 'vitest';
import { createAfterAnswer } from './after-answer';
import { createLogger } from './logger';

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  return { logger: createLogger({ level: 'info', pretty: false, destination }), lines };
}

/** Work that runs until the test ends it. */
function pending() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('work after the answer', () => {
  it('keeps a bounded number in flight: past it, work is dropped and logged, never queued', async () => {
    const { logger, lines } = capturedLogger();
    const afterAnswer = createAfterAnswer(logger, (start) => start(), 2);
    const first = pending();
    const second = pending();
    const ran: string[] = [];
    afterAnswer.run('first', first.work);
    afterAnswer.run('second', second.work);
    afterAnswer.run('third', async () => void ran.push('third'));
    expect(ran).toEqual([]);
    expect(lines).toEqual([expect.objectContaining({ level: 40, work: 'third', msg: expect.stringContaining('dropped') })]);

    // Once one finishes there is room again.
    first.finish();
    await new Promise((resolve) => setImmediate(resolve));
    afterAnswer.run('fourth', async () => void ran.push('fourth'));
    second.finish();
    await afterAnswer.settled();
    expect(ran).toEqual(['fourth']);
  });

  it('counts work waiting for its start as in flight too', async () => {
    const { logger, lines } = capturedLogger();
    const waiting: (() => void)[] = [];
    const afterAnswer = createAfterAnswer(logger, (start) => waiting.push(start), 1);
    const ran: string[] = [];
    afterAnswer.run('first', async () => void ran.push('first'));
    afterAnswer.run('second', async () => void ran.push('second'));
    expect(waiting).toHaveLength(1);
    waiting.shift()!();
    await afterAnswer.settled();
    expect(ran).toEqual(['first']);
    expect(lines).toHaveLength(1);
  });
});
