import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGET_KB, checkBudget, initialAssets, measureFirstPage } from './bundle-budget.mjs';

const INDEX = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/start-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">
<link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest">
</head><body><div id="root"></div></body></html>`;

let dist: string | null = null;

/** A built app whose entry script is `entryBytes` of incompressible bytes (gzip cannot shrink them). */
function fakeDist(entryBytes: number): string {
  dist = mkdtempSync(join(tmpdir(), 'mithaq-budget-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/index-a.js'), randomBytes(entryBytes));
  writeFileSync(join(dist, 'assets/start-b.js'), 'export const x = 1;'.repeat(100));
  writeFileSync(join(dist, 'assets/index-c.css'), 'a{color:red}'.repeat(100));
  return dist;
}

afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = null;
});

describe('the landing page budget', () => {
  it('counts the entry script, its preloaded chunks and the stylesheets, not icons or the manifest', () => {
    expect(initialAssets(INDEX)).toEqual({ scripts: ['/assets/index-a.js', '/assets/start-b.js'], styles: ['/assets/index-c.css'] });
  });

  it('passes a first page under the budget', () => {
    const measured = measureFirstPage(fakeDist(20_000));
    expect(measured.js).toHaveLength(2);
    expect(measured.jsGzipKb).toBeGreaterThan(20);
    expect(measured.jsGzipKb).toBeLessThan(BUDGET_KB.js);
    expect(checkBudget(measured).problems).toEqual([]);
  });

  it('fails a first page whose scripts are over the budget, saying by how much', () => {
    const measured = measureFirstPage(fakeDist((BUDGET_KB.js + 5) * 1000));
    const { problems, lines } = checkBudget(measured);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/initial JavaScript is 15\d\.\d kB gzip, over its 150 kB budget/);
    expect(lines[0]).toContain('/assets/index-a.js');
  });

  it('fails CSS over its own budget', () => {
    const measured = measureFirstPage(fakeDist(1000));
    expect(checkBudget(measured, { js: BUDGET_KB.js, css: 0.01 }).problems[0]).toMatch(/CSS is .* over its 0.01 kB budget/);
  });
});
