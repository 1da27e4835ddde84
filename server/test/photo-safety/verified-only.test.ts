import { photoSafetyMessages } from '@mithaq/contract/photoSafety';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/platform/db/schema/profiles';
import { profileActions } from '../../src/platform/db/schema/social';
import { call } from '../support/client';
import { seenInDeck } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';
import { memberSince } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const likesFrom = (from: string, to: string) =>
  db().select().from(profileActions).where(and(eq(profileActions.fromProfileId, from), eq(profileActions.toProfileId, to)));

describe('"Only verified members can like me and write to me"', () => {
  it('is the member\'s own setting, shown on their profile and to others', async () => {
    const her = await memberSince(server, 'Safiya', 'female', 30);
    const saved = await call<{ profile: { verifiedContactOnly: boolean } }>(
      server, 'PATCH', '/api/profiles/me/verified-contact-only', { verifiedContactOnly: true }, { token: her.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.profile.verifiedContactOnly).toBe(true);
    const [row] = await db().select({ on: profiles.verifiedContactOnly }).from(profiles).where(eq(profiles.id, her.id));
    expect(row!.on).toBe(true);
    expect((await call(server, 'PATCH', '/api/profiles/me/verified-contact-only', { verifiedContactOnly: 'yes' }, { token: her.token })).status).toBe(400);
  });

  it('refuses a like from a member without the badge (403, nothing written) and takes one from a verified member', async () => {
    const her = await memberSince(server, 'Khadija', 'female', 30);
    await call(server, 'PATCH', '/api/profiles/me/verified-contact-only', { verifiedContactOnly: true }, { token: her.token });
    const unverified = await memberSince(server, 'Omar', 'male', 20);
    const verified = await memberSince(server, 'Idris', 'male', 20);
    await db().update(profiles).set({ verifiedAt: server.clock.now() }).where(eq(profiles.id, verified.id));
    await seenInDeck(db(), unverified.id, her.id);
    await seenInDeck(db(), verified.id, her.id);

    const refused = await call<{ error: { message: string } }>(server, 'POST', '/api/likes', { profileId: her.id }, { token: unverified.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(photoSafetyMessages.likesVerifiedOnly('Khadija'));
    expect(await likesFrom(unverified.id, her.id)).toEqual([]);

    expect((await call(server, 'POST', '/api/likes', { profileId: her.id }, { token: verified.token })).status).toBe(200);
    expect(await likesFrom(verified.id, her.id)).toHaveLength(1);

    // Turned off, anyone may like again.
    await call(server, 'PATCH', '/api/profiles/me/verified-contact-only', { verifiedContactOnly: false }, { token: her.token });
    expect((await call(server, 'POST', '/api/likes', { profileId: her.id }, { token: unverified.token })).status).toBe(200);
  });
});
