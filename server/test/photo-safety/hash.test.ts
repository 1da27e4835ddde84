import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MATCH_MAX_DISTANCE } from '../../src/features/photo-safety/service';
import { differenceHash, hashDistance } from '../../src/features/pictures/processing';
import { pictures } from '../support/images';
import { copiesOf, photoOf } from '../support/photos';

const hashOf = async (bytes: Buffer) => (await differenceHash(sharp(bytes).rotate()))!;

describe('the perceptual hash (dHash)', () => {
  it('recognises a photo re-encoded, converted, resized, cropped a little or brightened', async () => {
    const original = await photoOf(1);
    const hash = await hashOf(original);
    for (const [how, copy] of Object.entries(copiesOf)) {
      const distance = hashDistance(hash, await hashOf(await copy(original)));
      expect(distance, how).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    }
  });

  it('tells different photos apart', async () => {
    const hashes = await Promise.all([1, 2, 3, 4, 5, 6].map(async (seed) => hashOf(await photoOf(seed))));
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) {
        expect(hashDistance(hashes[i]!, hashes[j]!), `photos ${i + 1} and ${j + 1}`).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE);
      }
    }
  });

  it('gives a flat picture (one colour) no hash: it would match every other flat picture', async () => {
    expect(await differenceHash(sharp(await pictures.jpeg()))).toBeNull();
  });

  it('is a signed 64-bit integer, as a PostgreSQL bigint holds it', async () => {
    const hash = await hashOf(await photoOf(7));
    expect(BigInt(hash)).toBe(BigInt.asIntN(64, BigInt(hash)));
    expect(hashDistance(hash, hash)).toBe(0);
  });
});
