import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/platform/storage/local';
import { createS3Storage } from '../../src/platform/storage/s3';
import type { Storage } from '../../src/platform/storage/storage';
import { startS3Server, type TestS3Server } from '../support/s3-server';

/**
 * One contract, both implementations: what pictures/, verification/, account/ and admin/ rely
 * on. The S3 one runs against a real S3 API (s3rver, signatures checked) on loopback.
 */
const implementations: { name: string; open(): Promise<{ storage: Storage; broken: Storage; close(): Promise<void> }> }[] = [
  {
    name: 'local folder',
    async open() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-storage-'));
      const notAFolder = path.join(root, 'file');
      fs.writeFileSync(notAFolder, 'x');
      return {
        storage: createLocalStorage(path.join(root, 'media')),
        broken: createLocalStorage(notAFolder),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 bucket',
    async open() {
      const s3: TestS3Server = await startS3Server();
      return {
        storage: createS3Storage(s3.config),
        broken: createS3Storage({ ...s3.config, secretAccessKey: 'not-the-secret' }),
        close: () => s3.close(),
      };
    },
  },
];

const key = (folder = 'pictures') => `${folder}/${crypto.randomBytes(8).toString('base64url')}.webp`;

describe.each(implementations)('storage contract: $name', ({ open }) => {
  let storage: Storage;
  let broken: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, broken, close } = await open());
  });
  afterAll(() => close());

  it('gives back what was put: bytes, size and content type', async () => {
    const k = key();
    const bytes = crypto.randomBytes(1234);
    await storage.put(k, bytes, 'image/webp');
    const object = await storage.get(k);
    expect(object).toMatchObject({ size: 1234, contentType: 'image/webp' });
    expect(await buffer(object!.body)).toEqual(bytes);
    expect(await storage.head(k)).toEqual({ size: 1234 });
  });

  it('keeps each kind of picture under its content type', async () => {
    const png = key().replace(/\.webp$/, '.png');
    const jpg = key().replace(/\.webp$/, '.jpg');
    await storage.put(png, Buffer.from('png'), 'image/png');
    await storage.put(jpg, Buffer.from('jpeg'), 'image/jpeg');
    expect((await storage.get(png))?.contentType).toBe('image/png');
    expect((await storage.get(jpg))?.contentType).toBe('image/jpeg');
  });

  it('lists every stored object with its size and when it was written, in nested folders too; a deleted one is gone from the list', async () => {
    const [a, b] = [key(), key('selfies')];
    const before = Date.now() - 60_000;
    await storage.put(a, Buffer.from('twelve bytes'), 'image/webp');
    await storage.put(b, Buffer.from('four'), 'image/webp');
    const listed = async () => {
      const objects = [];
      for await (const object of storage.list()) objects.push(object);
      return objects;
    };
    const found = (await listed()).filter((object) => object.key === a || object.key === b);
    expect(found.map(({ key, size }) => ({ key, size })).sort((x, y) => x.key.localeCompare(y.key))).toEqual(
      [{ key: a, size: 12 }, { key: b, size: 4 }].sort((x, y) => x.key.localeCompare(y.key)),
    );
    for (const object of found) expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
    await storage.delete(a);
    expect((await listed()).map((object) => object.key)).not.toContain(a);
  });

  it('fails to list when the store cannot be reached, rather than answering nothing', async () => {
    await expect(async () => {
      for await (const object of broken.list()) void object;
    }).rejects.toThrow();
  });

  it('answers null for a key that was never put', async () => {
    expect(await storage.get(key())).toBeNull();
    expect(await storage.head(key())).toBeNull();
  });

  it('replaces an object that is put again', async () => {
    const k = key();
    await storage.put(k, Buffer.from('first version, longer'), 'image/webp');
    await storage.put(k, Buffer.from('second'), 'image/webp');
    expect(await buffer((await storage.get(k))!.body)).toEqual(Buffer.from('second'));
    expect(await storage.head(k)).toEqual({ size: 6 });
  });

  it('deletes, and deleting again (or what never was) is no error', async () => {
    const k = key();
    await storage.put(k, Buffer.from('bytes'), 'image/webp');
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    expect(await storage.head(k)).toBeNull();
    await expect(storage.delete(k)).resolves.toBeUndefined();
    await expect(storage.delete(key())).resolves.toBeUndefined();
  });

  it('streams a large object in pieces, unchanged', async () => {
    const k = key();
    const bytes = crypto.randomBytes(6 * 1024 * 1024);
    await storage.put(k, bytes, 'image/webp');
    const object = (await storage.get(k))!;
    expect(object.size).toBe(bytes.length);
    const hash = crypto.createHash('sha256');
    let chunks = 0;
    for await (const chunk of object.body) {
      hash.update(chunk as Buffer);
      chunks += 1;
    }
    expect(chunks).toBeGreaterThan(1);
    expect(hash.digest('hex')).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
  });

  it('keeps keys with folders apart, up to four levels', async () => {
    const deep = `selfies/a/b/${crypto.randomBytes(6).toString('hex')}.webp`;
    const sibling = deep.replace('/b/', '/c/');
    await storage.put(deep, Buffer.from('deep'), 'image/webp');
    await storage.put(sibling, Buffer.from('sibling'), 'image/webp');
    expect(await buffer((await storage.get(deep))!.body)).toEqual(Buffer.from('deep'));
    await storage.delete(sibling);
    expect(await storage.get(sibling)).toBeNull();
    expect(await storage.head(deep)).toEqual({ size: 4 });
  });

  it('refuses keys the server could not have made: put and delete throw, get and head find nothing', async () => {
    const bad = ['../escape.webp', '/absolute.webp', 'a//b.webp', 'a/b/c/d/e.webp', 'page.html', 'x.webp?acl', 'spaced name.webp', ''];
    for (const k of bad) {
      await expect(storage.put(k, Buffer.from('x'), 'image/webp'), k).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(k), k).rejects.toThrow(/Invalid storage key/);
      expect(await storage.get(k), k).toBeNull();
      expect(await storage.head(k), k).toBeNull();
    }
  });

  it('check passes while the store is usable and throws when it is not', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(broken.check()).rejects.toThrow();
  });
});
