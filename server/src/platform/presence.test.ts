import { describe, expect, it } from 'vitest';
import { PRESENCE_TTL_MS, createMemoryPresence } from './presence';

const MATCH = 'match-1';

describe('presence by match', () => {
  it('lists who watches a match, one entry per socket, until each socket leaves', async () => {
    const presence = createMemoryPresence();
    await presence.enter(MATCH, 'tab-a', 'her');
    await presence.enter(MATCH, 'tab-b', 'her');
    await presence.enter(MATCH, 'phone', 'him');
    await presence.enter('other-match', 'tab-c', 'someone');
    expect((await presence.viewersOf(MATCH)).sort()).toEqual(['her', 'her', 'him']);
    await presence.exit(MATCH, 'tab-a');
    await presence.exit(MATCH, 'phone');
    expect(await presence.viewersOf(MATCH)).toEqual(['her']);
    await presence.exit(MATCH, 'tab-b');
    expect(await presence.viewersOf(MATCH)).toEqual([]);
  });

  it('forgets a socket that vanished without leaving once its time is up, unless renewed', async () => {
    let now = 1_000_000;
    const presence = createMemoryPresence(() => now);
    await presence.enter(MATCH, 'crashed', 'her');
    await presence.enter(MATCH, 'alive', 'him');
    now += PRESENCE_TTL_MS - 1000;
    await presence.enter(MATCH, 'alive', 'him'); // the heartbeat renews it
    now += 2000;
    expect(await presence.viewersOf(MATCH)).toEqual(['him']);
  });
});
