import { describe, expect, it } from 'vitest';
import { parseServerFrame, serverFrames } from './realtime';

const matchId = '00000000-0000-4000-8000-000000000001';

describe('parseServerFrame', () => {
  it("reads a frame by its type's schema in the table", () => {
    expect(parseServerFrame({ type: 'match.updated', matchId })).toEqual({ type: 'match.updated', matchId });
    expect(parseServerFrame({ type: 'pong' })).toEqual({ type: 'pong' });
    expect(parseServerFrame({ type: 'tokens.changed', balance: 7, extra: true })).toEqual({ type: 'tokens.changed', balance: 7 });
  });

  it('refuses a frame whose payload does not fit its type', () => {
    expect(parseServerFrame({ type: 'tokens.changed', balance: 'seven' })).toBeNull();
    expect(parseServerFrame({ type: 'match.updated' })).toBeNull();
  });

  it('refuses a type outside the table, and what is no frame at all', () => {
    expect(parseServerFrame({ type: 'match.changed', matchId })).toBeNull();
    expect(parseServerFrame({ type: 'toString' })).toBeNull();
    expect(parseServerFrame({ matchId })).toBeNull();
    expect(parseServerFrame(null)).toBeNull();
    expect(parseServerFrame('pong')).toBeNull();
  });

  it('knows every frame type the web handles', () => {
    expect(Object.keys(serverFrames)).toEqual(
      expect.arrayContaining(['sent', 'marked', 'refused', 'ready', 'pong', 'message.created', 'message.read', 'match.updated', 'like.received', 'tokens.changed', 'profile.changed', 'notification.created']),
    );
  });
});
