import type { MatchState } from '@mithaq/contract/matches';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db/connect';
import { createS3Storage } from '../src/platform/storage/s3';
import type { Storage } from '../src/platform/storage/storage';
import { call } from '../test/support/client';
import { createProfile } from '../test/support/factories';
import { pictures } from '../test/support/images';
import { seenByEachOther } from '../test/support/safety';
import { signInForMedia } from '../test/support/media';
import { startS3Server, type TestS3Server } from '../test/support/s3-server';
import { startNode, type Node } from '../test/support/server-process';
import { at } from './chat-client';

const databaseUrl = inject('testDatabaseUrl');
const redisUrl = process.env.REDIS_URL;
let s3: TestS3Server;
let bucket: Storage;
let nodes: Node[] = [];
let database: Database;

beforeAll(async () => {
  if (!databaseUrl || !redisUrl) throw new Error('test:multinode needs DATABASE_URL (PostgreSQL) and REDIS_URL');
  database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  // One bucket on a local S3 API, shared by both servers, as in production.
  s3 = await startS3Server();
  bucket = createS3Storage(s3.config);
  nodes = await Promise.all([startNode({ databaseUrl, redisUrl, extra: s3.env }), startNode({ databaseUrl, redisUrl, extra: s3.env })]);
});
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await s3?.close();
  await database?.close();
});

async function uploadThrough(node: Node, token: string, bytes: Buffer) {
  const response = await fetch(`${node.baseUrl}/api/profiles/me/pictures`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: bytes,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { pictures: { id: string; url: string }[] }).pictures;
}

const keyOf = (url: string) => new URL(url, 'http://x').pathname.replace(/^\/media\//, '');

describe('two server processes, one S3 bucket', () => {
  it('a picture uploaded through server A is shown through server B, and deleting it through A removes it everywhere', async () => {
    const [a, b] = nodes as [Node, Node];
    const woman = await createProfile(database.db, { name: 'Aisha', sex: 'female' });
    const man = await createProfile(database.db, { name: 'Bilal', sex: 'male' });
    const her = await signInForMedia(at(a.baseUrl), woman.email, woman.password);
    const him = await signInForMedia(at(b.baseUrl), man.email, man.password);

    await uploadThrough(a, her.token, await pictures.jpeg(1200, 1500));
    const [first] = await uploadThrough(a, her.token, await pictures.png());
    await seenByEachOther(database.db, woman.id, man.id);
    await call(at(a.baseUrl), 'POST', '/api/likes', { profileId: man.id }, { token: her.token });
    const liked = await call<{ matchId: string }>(at(b.baseUrl), 'POST', '/api/likes', { profileId: woman.id }, { token: him.token });

    // He opens the match on server B: her pictures, signed by B, served by B from the bucket.
    const match = await call<{ match: MatchState }>(at(b.baseUrl), 'GET', `/api/matches/${liked.body.matchId}`, undefined, { token: him.token });
    expect(match.status).toBe(200);
    const shown = match.body.match.other.pictures;
    expect(shown).toHaveLength(2);
    for (const picture of shown) {
      const served = await fetch(`${b.baseUrl}${picture.url}`, { headers: { cookie: him.media } });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const stored = await bucket.get(keyOf(picture.url));
      expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.concat(await stored!.body.toArray()));
    }

    // She deletes the first through server A: B stops serving it at once, and the bucket no longer has it.
    const deleted = shown.find((picture) => picture.id === first!.id)!;
    expect((await call(at(a.baseUrl), 'DELETE', `/api/profiles/me/pictures/${first!.id}`, undefined, { token: her.token })).status).toBe(200);
    expect((await fetch(`${b.baseUrl}${deleted.url}`, { headers: { cookie: him.media } })).status).toBe(404);
    expect(await bucket.head(keyOf(deleted.url))).toBeNull();
    expect(await bucket.head(keyOf(deleted.thumbUrl))).toBeNull();
  });
});
