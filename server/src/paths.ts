import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * The server runs both from source (server/src/*.ts under tsx or vitest) and from the
 * bundle (server/dist/main.js). Both sit one level below server/, so this resolves the
 * same folders either way.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = path.resolve(serverRoot, '..');
export const migrationsDir = path.join(serverRoot, 'migrations');
export const defaultWebDistDir = path.join(repoRoot, 'web', 'dist');
/**
 * Where the stored functions' files (`<feature>/sql/*.sql`) are found: server/src from source, and
 * server/dist in the bundle, where server/build.mjs copies them under the same relative paths.
 */
export const storedFunctionsRoot = fileURLToPath(new URL('.', import.meta.url));
