import crypto from 'node:crypto';
import { discoverMessages } from '@mithaq/contract/discover';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { signedInAdmin } from '../admin/support';
import { matchedCouple } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
type Deck = { profiles: { id: string }[]; nextCursor: string | null };

/** A man with a deck of three women in a country of his own, and his first page of one card. */
async function viewerWithCursor() {
  const country = 'KI';
  const city = `K-${crypto.randomBytes(2).toString('hex')}`;
  for (let i = 0; i < 3; i++) await createProfile(db(), { sex: 'female', country, city });
  const viewer = await createProfile(db(), { sex: 'male', country, city });
  const { token } = await signIn(server, viewer.email, viewer.password);
  const first = await call<Deck>(server, 'GET', `/api/discover?limit=1&countries=${country}`, undefined, { token });
  return { viewer, token, country, cursor: first.body.nextCursor!, firstId: first.body.profiles[0]!.id };
}

describe('every cursor of the API', () => {
  it('the deck cursor is opaque: no other member’s timestamp or id can be read from it', async () => {
    const { cursor, firstId } = await viewerWithCursor();
    const decoded = Buffer.from(cursor, 'base64url').toString('latin1');
    expect(decoded).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(decoded).not.toContain(firstId);
  });

  it('a malformed, tampered, hand-made or another member’s deck cursor is a 400, never a 500', async () => {
    const mine = await viewerWithCursor();
    const other = await viewerWithCursor();
    const flipped = `${mine.cursor.slice(0, 20)}${mine.cursor[20] === 'A' ? 'B' : 'A'}${mine.cursor.slice(21)}`;
    const handMade = Buffer.from(`2030-01-01T00:00:00.000000Z|${crypto.randomUUID()}`).toString('base64url');
    const garbage = ['garbage', '!!!', 'AAAA', '%00', '....', flipped, handMade, other.cursor, 'A'.repeat(150)];
    for (const cursor of garbage) {
      const response = await call(server, 'GET', `/api/discover?limit=1&countries=${mine.country}&cursor=${encodeURIComponent(cursor)}`, undefined, { token: mine.token });
      expect({ cursor, status: response.status }).toEqual({ cursor, status: 400 });
      expect(response.body).toEqual({ error: { code: 'VALIDATION', message: discoverMessages.invalidCursor, key: 'discover.invalidCursor' } });
    }
    const tooLong = await call(server, 'GET', `/api/discover?cursor=${'A'.repeat(500)}`, undefined, { token: mine.token });
    expect(tooLong.status).toBe(400);
    // The member's own cursor still works.
    expect((await call(server, 'GET', `/api/discover?limit=1&countries=${mine.country}&cursor=${mine.cursor}`, undefined, { token: mine.token })).status).toBe(200);
  });

  it('chat history refuses garbage before/after with a 400, never a 500', async () => {
    const { matchId, woman } = await matchedCouple(server);
    for (const query of ['before=abc', 'before=-1', 'before=0', 'before=1.5', 'before=1e400', 'before=99999999999999999999', 'after=-1', 'after=x', 'before=', 'limit=1000']) {
      const response = await call(server, 'GET', `/api/matches/${matchId}/messages?${query}`, undefined, { token: woman.token });
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
    expect((await call(server, 'GET', `/api/matches/${matchId}/messages?after=0`, undefined, { token: woman.token })).status).toBe(200);
  });

  it('the admin lists refuse garbage, impossible dates and hand-made cursors with a 400, never a 500', async () => {
    const admin = await signedInAdmin(server);
    const made = (position: string) => Buffer.from(`${position}|${crypto.randomUUID()}`).toString('base64url');
    const garbage = ['garbage', '!!!', made('2026-13-45T99:99:99.000000Z'), made('2026-02-30T00:00:00.000000Z'), made('0000-01-01T00:00:00.000000Z'), made('2030-01-01T00:00:00.000000Z')];
    for (const list of ['profiles', 'reports', 'audit']) {
      for (const cursor of garbage) {
        const response = await call(server, 'GET', `/api/admin/${list}?cursor=${encodeURIComponent(cursor)}`, undefined, { token: admin.token });
        expect({ list, cursor, status: response.status }).toEqual({ list, cursor, status: 400 });
      }
      const first = await call<{ nextCursor: string | null }>(server, 'GET', `/api/admin/${list}?limit=1`, undefined, { token: admin.token });
      expect(first.status).toBe(200);
      if (first.body.nextCursor) {
        expect(Buffer.from(first.body.nextCursor, 'base64url').toString('latin1')).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
        expect((await call(server, 'GET', `/api/admin/${list}?limit=1&cursor=${first.body.nextCursor}`, undefined, { token: admin.token })).status).toBe(200);
      }
    }
  });
});
