import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's baseline parameters (19 MiB, 2 passes, 1 lane). */
// Algorithm is a const enum the bundler cannot inline across packages; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The costly primitives, reached through one object so a test can count them (a flood of bad
 * reset tokens must cost no hash at all: test/auth/reset-flood.test.ts).
 */
export const argon2 = { hash, verify };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed check, not a crash
  }
}
