#!/usr/bin/env node
/**
 * The first page's weight (issue 18). What the built index.html makes the browser load before
 * anything can show: the entry script, the chunks it preloads (its static imports) and the
 * stylesheets, each gzip-compressed (level 9, as web/scripts/precompress.mjs serves them).
 * Sizes in kB of 1,000 bytes, as Vite prints them.
 *
 * `npm run build -w @mithaq/web` runs this after the build: it prints the figures and fails the
 * build when the landing page's scripts or styles exceed the budget. The web benchmark
 * (server/bench/web.ts) reports the same figures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript and CSS of the landing page, gzip (issue 18). */
export const BUDGET_KB = { js: 150, css: 20 };

/** The asset paths index.html loads up front, by kind. */
export function initialAssets(indexHtml) {
  const attr = (tag, name) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const scripts = [];
  const styles = [];
  for (const [tag] of indexHtml.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) scripts.push(attr(tag, 'src'));
    const rel = attr(tag, 'rel');
    if (rel === 'modulepreload') scripts.push(attr(tag, 'href'));
    if (rel === 'stylesheet') styles.push(attr(tag, 'href'));
  }
  return { scripts, styles };
}

function gzipKb(distDir, asset) {
  return gzipSync(readFileSync(join(distDir, asset.replace(/^\//, ''))), { level: 9 }).length / 1000;
}

/** The landing page's initial scripts and styles with their gzip sizes, and the totals. */
export function measureFirstPage(distDir) {
  const { scripts, styles } = initialAssets(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const files = (list) => list.map((asset) => ({ asset, gzipKb: gzipKb(distDir, asset) }));
  const sum = (list) => list.reduce((total, file) => total + file.gzipKb, 0);
  const js = files(scripts);
  const css = files(styles);
  return { js, css, jsGzipKb: sum(js), cssGzipKb: sum(css) };
}

/** The lines to print, and whether the budget holds. */
export function checkBudget(measured, budget = BUDGET_KB) {
  const line = (kind, files, total, limit) =>
    `${kind}: ${total.toFixed(1)} kB gzip (budget ${limit} kB) in ${files.length} file(s): ${files.map((f) => `${f.asset} ${f.gzipKb.toFixed(1)} kB`).join(', ')}`;
  const problems = [];
  if (measured.jsGzipKb > budget.js) problems.push(`the landing page's initial JavaScript is ${measured.jsGzipKb.toFixed(1)} kB gzip, over its ${budget.js} kB budget: load the new code on demand (see "Code splitting" in docs/ARCHITECTURE.md)`);
  if (measured.cssGzipKb > budget.css) problems.push(`the landing page's CSS is ${measured.cssGzipKb.toFixed(1)} kB gzip, over its ${budget.css} kB budget`);
  if (measured.js.length === 0) problems.push('index.html loads no module script: is this a Vite build?');
  return {
    lines: [line('Initial JavaScript', measured.js, measured.jsGzipKb, budget.js), line('Initial CSS', measured.css, measured.cssGzipKb, budget.css)],
    problems,
  };
}

const runAsScript = import.meta.url.startsWith('file:') && process.argv[1] === fileURLToPath(import.meta.url);
if (runAsScript) {
  const { lines, problems } = checkBudget(measureFirstPage(fileURLToPath(new URL('../dist', import.meta.url))));
  for (const line of lines) console.log(line);
  for (const problem of problems) console.error(`Bundle budget exceeded: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
