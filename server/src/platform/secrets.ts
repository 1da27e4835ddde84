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

export type KeyPurpose = 'access-token' | 'media-url' | 'one-time-token' | 'refresh-token' | 'page-cursor' | 'admin-totp' | 'admin-ticket' | 'evidence-email' | 'unsubscribe' | 'device-cookie' | 'sign-up-network' | 'mail-suppression';

export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'mithaq', purpose, 32));
}

/** The keys features sign and seal with (media URLs and cursors have their own signer objects). */
export interface PurposeKeys {
  accessToken: Buffer;
  oneTimeToken: Buffer;
  /** Derives a rotated refresh token from its parent (parallel refreshes get the same child). */
  refreshToken: Buffer;
  /** Encrypts admins' TOTP secrets at rest. */
  adminTotp: Buffer;
  /** Seals the admin sign-in ticket between the password and the code. */
  adminTicket: Buffer;
  /** HMACs the e-mail a deleted reported member leaves behind (a new sign-up with it is flagged). */
  evidenceEmail: Buffer;
  /** Signs the one-click unsubscribe links of non-transactional mail (no table: the MAC is the proof). */
  unsubscribe: Buffer;
  /** Signs the known-device token a browser or the app gets at sign-in (auth/known-devices.ts). */
  deviceCookie: Buffer;
  /** HMACs the network (IPv4 address, IPv6 /64) a new account signed up from: the many-new-accounts flag. */
  signUpNetwork: Buffer;
  /** HMACs an address that asked never to be mailed (stored instead of it) and signs its one-click links. */
  mailSuppression: Buffer;
}

/**
 * The current secret's keys, which sign everything new, and during a rotation the previous
 * secret's (APP_SECRET_PREVIOUS), which are still accepted for what they signed: nobody is
 * signed out and no link dies when the secret changes.
 */
export type KeyRing = PurposeKeys & { previous?: PurposeKeys };

export function purposeKeys(secret: string): PurposeKeys {
  return {
    accessToken: deriveKey(secret, 'access-token'),
    oneTimeToken: deriveKey(secret, 'one-time-token'),
    refreshToken: deriveKey(secret, 'refresh-token'),
    adminTotp: deriveKey(secret, 'admin-totp'),
    adminTicket: deriveKey(secret, 'admin-ticket'),
    evidenceEmail: deriveKey(secret, 'evidence-email'),
    unsubscribe: deriveKey(secret, 'unsubscribe'),
    deviceCookie: deriveKey(secret, 'device-cookie'),
    signUpNetwork: deriveKey(secret, 'sign-up-network'),
    mailSuppression: deriveKey(secret, 'mail-suppression'),
  };
}

export function keyRing(secret: string, previousSecret: string | undefined): KeyRing {
  return { ...purposeKeys(secret), ...(previousSecret ? { previous: purposeKeys(previousSecret) } : {}) };
}

/** The keys to check with, current first: what the previous secret signed still counts during a rotation. */
export function acceptedKeys(keys: Partial<KeyRing>, name: keyof PurposeKeys): Buffer[] {
  return [keys[name], keys.previous?.[name]].filter((key): key is Buffer => key !== undefined);
}

/** The first answer `check` gives with an accepted key (current first), or null. */
export function checkWithAcceptedKeys<T>(keys: Partial<KeyRing>, name: keyof PurposeKeys, check: (key: Buffer) => T | null): T | null {
  for (const key of acceptedKeys(keys, name)) {
    const result = check(key);
    if (result !== null) return result;
  }
  return null;
}
