// Bundles the server (and the contract it imports) into dist/main.js; npm packages stay external.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces need only the mappings; the sources' text would be held in memory by
  // --enable-source-maps for the server's lifetime (they are in the repository).
  sourcesContent: false,
  external,
  logLevel: 'warning',
});

// The stored functions' files (src/<feature>/sql/*.sql), read by the migrator at startup from the
// bundle's folder (server/src/paths.ts storedFunctionsRoot): copied under the same relative paths,
// after removing the previous build's copies (every sql folder in dist) so that a deleted file is gone from dist too.
for (const folder of readdirSync('dist', { recursive: true, encoding: 'utf8' })) {
  if (path.basename(folder) === 'sql' && existsSync(path.join('dist', folder))) rmSync(path.join('dist', folder), { recursive: true, force: true });
}
for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
  if (file.endsWith('.sql') && path.basename(path.dirname(file)) === 'sql') cpSync(path.join('src', file), path.join('dist', file));
}
