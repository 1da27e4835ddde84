import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's baseline parameters (19 MiB, 2 passes, 1 lane). */
// Algorithm is a const enum the bundler cannot inline across packages; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed check, not a crash
  }
}
