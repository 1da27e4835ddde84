import { describe, expect, it } from 'vitest';
import { createInProcessBus } from './bus';

describe('the in-process bus', () => {
  it('delivers to every subscriber until it unsubscribes, and survives a failing one', async () => {
    const errors: unknown[] = [];
    const bus = createInProcessBus<{ type: string }>((error) => errors.push(error));
    const seen: string[] = [];
    const stop = bus.subscribe((event) => {
      seen.push(`a:${event.type}`);
    });
    bus.subscribe(() => {
      throw new Error('broken subscriber');
    });
    bus.subscribe((event) => {
      seen.push(`c:${event.type}`);
    });
    await bus.publish({ type: 'one' });
    stop();
    await bus.publish({ type: 'two' });
    expect(seen).toEqual(['a:one', 'c:one', 'c:two']);
    expect(errors).toHaveLength(2);
  });
});
