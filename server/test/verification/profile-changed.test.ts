import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSexCorrections } from '@mithaq/contract/sexCorrection';
import { asAdminOf, signedInAdmin } from '../admin/support';
import { call } from '../support/client';
import { pictures } from '../support/images';
import { matchedCouple } from '../support/matches';
import { upload } from '../support/profiles';
import { openSocket, type TestSocket } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';
import { approveFromQueue, requestVerification } from '../support/verification';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const profileChanges = (socket: TestSocket) => socket.events.filter((event) => event.type === 'profile.changed').length;

/** Maryam and Yusuf, matched, each with a socket open; Maryam has a picture. */
async function coupleListening() {
  const { woman, man } = await matchedCouple(server);
  const uploaded = await upload(server, woman.token, await pictures.jpeg(600, 800), 'image/jpeg');
  expect(uploaded.status).toBe(200);
  const her = await openSocket(server.baseUrl, woman.token);
  const him = await openSocket(server.baseUrl, man.token);
  return { woman, her, him, picture: uploaded.body.pictures!.at(-1)! };
}

describe('profile.changed: a moderator changed the member’s own profile', () => {
  it('reaches the member, and only her, when her badge is approved and when it is taken back', async () => {
    const asAdmin = asAdminOf(server, await signedInAdmin(server));
    const { woman, her, him } = await coupleListening();
    await requestVerification(server, woman.token);
    await Promise.all([her.flush(), him.flush()]);
    expect(profileChanges(her)).toBe(0);

    expect((await approveFromQueue(asAdmin, woman.id)).status).toBe(200);
    await her.next('profile.changed');
    // Yusuf hears of her badge through his match (match.updated), never through her own-profile event.
    await him.next('match.updated');
    await him.flush();
    expect(profileChanges(him)).toBe(0);

    const revoked = await asAdmin('POST', `/api/admin/profiles/${woman.id}/verification/revoke`, { reason: 'The selfie does not match the pictures.' });
    expect(revoked.status).toBe(200);
    await her.next('profile.changed', () => profileChanges(her) === 2);
    await him.flush();
    expect(profileChanges(him)).toBe(0);
    her.close();
    him.close();
  });

  it('reaches the member, and only her, when a moderator removes one of her pictures', async () => {
    const asAdmin = asAdminOf(server, await signedInAdmin(server));
    const { her, him, picture } = await coupleListening();
    expect((await asAdmin('DELETE', `/api/admin/pictures/${picture.id}`)).status).toBe(200);
    await her.next('profile.changed');
    await him.flush();
    expect(profileChanges(him)).toBe(0);
    her.close();
    him.close();
  });

  it.each(['correct', 'decline'] as const)('reaches the member, and only her, when a moderator answers her gender correction request (%s)', async (decision) => {
    const asAdmin = asAdminOf(server, await signedInAdmin(server));
    const { woman, her, him } = await coupleListening();
    const asked = await call(server, 'POST', '/api/profiles/me/sex-correction', { requestedSex: 'male', reason: 'I tapped the wrong gender when I signed up.' }, { token: woman.token });
    expect(asked.status).toBe(200);
    const queue = await asAdmin<AdminSexCorrections>('GET', '/api/admin/sex-corrections');
    const request = queue.body.requests.find((item) => item.profileId === woman.id)!;
    expect((await asAdmin('POST', `/api/admin/sex-corrections/${request.id}/${decision}`)).status).toBe(200);
    await her.next('profile.changed');
    await him.flush();
    expect(profileChanges(him)).toBe(0);
    her.close();
    him.close();
  });
});
