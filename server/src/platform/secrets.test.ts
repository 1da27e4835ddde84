import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveKey, resolveAppSecret } from './secrets';

describe('the application secret', () => {
  it('is created once in the data folder, private to its owner, and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-secret-'));
    try {
      const first = resolveAppSecret(undefined, dir);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(path.join(dir, 'app-secret')).mode & 0o777).toBe(0o600);
      expect(resolveAppSecret(undefined, dir)).toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('comes from APP_SECRET when configured', () => {
    expect(resolveAppSecret('c'.repeat(40), '/nonexistent')).toBe('c'.repeat(40));
  });

  it('gives each purpose its own key', () => {
    const secret = 'd'.repeat(64);
    const media = deriveKey(secret, 'media-url');
    expect(media).toHaveLength(32);
    expect(media.equals(deriveKey(secret, 'access-token'))).toBe(false);
    expect(media.equals(deriveKey(secret, 'media-url'))).toBe(true);
  });
});
