#!/usr/bin/env node
// Feature folders must not import each other in a loop (docs/ARCHITECTURE.md, "Import rules"):
// a loop means neither side can change or be tested alone. ESLint checks single imports; this
// checks the graph. It reads the relative imports of every non-test file under each root's
// features/ folder, joins them into feature → feature edges and prints every loop it finds.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['server/src/features', 'web/src/features'];
const isSource = (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file);
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'test') yield* filesUnder(full);
    } else if (isSource(name)) yield full;
  }
}

/** feature → the set of other features it imports, for one features/ folder. */
function featureGraph(featuresDir) {
  const graph = new Map();
  for (const feature of readdirSync(featuresDir)) {
    const dir = path.join(featuresDir, feature);
    if (!statSync(dir).isDirectory()) continue;
    const edges = graph.get(feature) ?? new Map();
    graph.set(feature, edges);
    for (const file of filesUnder(dir)) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(importPattern)) {
        const target = path.relative(featuresDir, path.resolve(path.dirname(file), spec));
        const other = target.split(path.sep)[0];
        if (!target.startsWith('..') && other !== feature) {
          if (!edges.has(other)) edges.set(other, path.relative(repoRoot, file));
        }
      }
    }
  }
  return graph;
}

/** Every elementary loop's features, found by a depth-first walk from each feature. */
function loops(graph) {
  const found = new Map();
  const walk = (start, node, trail) => {
    for (const next of graph.get(node)?.keys() ?? []) {
      if (next === start) {
        const loop = [...trail];
        const key = [...loop].sort().join(',');
        if (!found.has(key)) found.set(key, loop);
      } else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const feature of graph.keys()) walk(feature, feature, [feature]);
  return [...found.values()];
}

let failed = false;
for (const root of roots) {
  const graph = featureGraph(path.join(repoRoot, root));
  for (const loop of loops(graph)) {
    failed = true;
    const steps = loop.map((from, i) => {
      const to = loop[(i + 1) % loop.length];
      return `  ${from} → ${to}  (${graph.get(from).get(to)})`;
    });
    console.error(`Import loop between features in ${root}:\n${steps.join('\n')}`);
  }
}
if (failed) {
  console.error('Cut the loop: move what both need into one of them, a public.ts, or a lower layer.');
  process.exit(1);
}
console.log(`No import loops between features (${roots.join(', ')}).`);
