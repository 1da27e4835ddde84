import type { ServerEvent, ServerFramePayload } from '@mithaq/contract/realtime';
import { describe, expectTypeOf, it } from 'vitest';
import { sendEvent } from '../../src/features/realtime/connections';

/**
 * Compile-time checks (npm run typecheck compiles server/test; each @ts-expect-error fails the
 * build when its line stops being an error): what the server sends on a socket is typed by the
 * frame table of contract/src/realtime.ts, so a frame with the wrong payload for its type does not compile.
 */
type Connection = Parameters<typeof sendEvent>[0];

describe('the realtime frames the server sends', () => {
  it('carry exactly the payload their type has in the table', () => {
    expectTypeOf<ServerFramePayload<'tokens.changed'>>().toEqualTypeOf<{ balance: number }>();
    expectTypeOf<Extract<ServerEvent, { type: 'match.updated' }>['matchId']>().toEqualTypeOf<string>();
    expectTypeOf(sendEvent).toBeCallableWith({} as Connection, { type: 'tokens.changed', balance: 3 });
    // @ts-expect-error a balance is a number
    expectTypeOf(sendEvent).toBeCallableWith({} as Connection, { type: 'tokens.changed', balance: '3' });
    // @ts-expect-error match.updated names its match as matchId
    expectTypeOf(sendEvent).toBeCallableWith({} as Connection, { type: 'match.updated', id: 'match' });
    // @ts-expect-error no frame type is called match.changed (that is the bus event)
    expectTypeOf(sendEvent).toBeCallableWith({} as Connection, { type: 'match.changed', matchId: 'match' });
  });
});
