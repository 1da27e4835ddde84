// Bundles the server (and the contract it imports) into dist/main.js; npm packages stay external.
import { readFileSync } from 'node:fs';
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
