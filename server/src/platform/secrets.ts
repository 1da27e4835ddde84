import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * One application secret; every purpose (access tokens, media URLs, …) gets its own key
 * derived from it, so a key leaked for one purpose cannot sign for another.
 * Without APP_SECRET (the embedded default) a random secret is created once in DATA_DIR.
 */
export function resolveAppSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? keptInDataDir(dataDir, 'app-secret', () => crypto.randomBytes(32).toString('hex'));
}

/**
 * The content of DATA_DIR/`name`, made with `create` on first use (mode 0600): secrets the
 * embedded default generates once and keeps across restarts.
 */
export function keptInDataDir(dataDir: string, name: string, create: () => string): string {
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = create();
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

export type KeyPurpose = 'access-token' | 'media-url' | 'one-time-token' | 'refresh-token' | 'page-cursor' | 'admin-totp' | 'admin-ticket' | 'evidence-email' | 'unsubscribe';

export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'mithaq', purpose, 32));
}
