import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePictures } from '../../src/platform/db/schema/profiles';
import { call } from '../support/client';
import { pictures } from '../support/images';
import { sendMessage, unlockedCouple } from '../support/matches';
import { upload } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;

/** Every answer carrying pictures a member may ask for, about `matchId` and in general. */
async function everythingSeenBy(token: string, matchId: string) {
  const paths = ['/api/matches', '/api/matches/unmatched', `/api/matches/${matchId}`, `/api/matches/${matchId}/messages`, '/api/likes', '/api/discover?limit=10'];
  const answers = await Promise.all(paths.map((path) => call(server, 'GET', path, undefined, { token })));
  return answers.map((answer) => JSON.stringify(answer.body)).join('\n');
}

/** The stored file names of a member's pictures (every signed URL names one of them). */
async function pictureFilesOf(profileId: string) {
  const rows = await db().select().from(profilePictures).where(eq(profilePictures.profileId, profileId));
  return rows.flatMap((row) => [row.storagePath, row.thumbPath].map((file) => file.split('/').at(-1)!.replace(/\.\w+$/, '')));
}

describe('nobody keeps seeing a member who blocked or reported them', () => {
  for (const how of ['block', 'report'] as const) {
    it(`after a ${how}, neither sees the other's pictures anywhere, and the unmatched list leaves them out`, async () => {
      const { matchId, woman, man } = await unlockedCouple(server);
      for (const member of [woman, man]) expect((await upload(server, member.token, await pictures.jpeg(300, 200), 'image/jpeg')).status).toBe(200);
      await sendMessage(server, man.token, matchId, 'Salaam');
      const [hers, his] = [await pictureFilesOf(woman.id), await pictureFilesOf(man.id)];
      // What a member sees of the other while nothing is wrong: the check can see a picture.
      const before = await everythingSeenBy(man.token, matchId);
      expect(hers.some((file) => before.includes(file))).toBe(true);

      const acted = how === 'block'
        ? await call(server, 'POST', '/api/blocks', { profileId: man.id }, { token: woman.token })
        : await call(server, 'POST', '/api/reports', { profileId: man.id, reason: 'Rude messages again' }, { token: woman.token });
      expect(acted.status).toBe(200);

      const seenByHim = await everythingSeenBy(man.token, matchId);
      expect(hers.filter((file) => seenByHim.includes(file))).toEqual([]);
      expect(seenByHim).not.toContain(woman.id);
      const seenByHer = await everythingSeenBy(woman.token, matchId);
      expect(his.filter((file) => seenByHer.includes(file))).toEqual([]);
      const unmatched = await call<{ matches: { other: { id: string } }[] }>(server, 'GET', '/api/matches/unmatched', undefined, { token: man.token });
      expect(unmatched.status).toBe(200);
      expect(unmatched.body.matches.map((m) => m.other.id)).not.toContain(woman.id);
    });
  }
});
