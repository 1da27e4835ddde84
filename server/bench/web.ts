import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BUDGET_KB, measureFirstPage } from '../../web/scripts/bundle-budget.mjs';
import { freePort } from '../test/support/local-server';
import { percentile } from './stats';

/**
 * npm run bench -- web [--runs N]: the first page as a phone sees it (issue 18). Starts the
 * production server the way `npm start` does (building the web app and the server when missing
 * or stale) on a free port with a fresh data folder, then runs Lighthouse 12 (mobile form factor,
 * its default simulated throttling: slow 4G, 4x CPU) in Debian's Chromium, `runs` times on `/`
 * and on `/auth`, and reports the medians beside the gzip weight of the landing page's first
 * scripts and styles. Targets: performance >= 90 and CLS <= 0.05 on both pages.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags this machine needs (shared/STACK.md); chrome-launcher adds its own defaults.
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PAGES = [
  { key: 'home', path: '/' },
  { key: 'auth', path: '/auth' },
] as const;
const TARGET = { perf: 90, cls: 0.05 };

interface Run {
  perf: number;
  lcpMs: number;
  clsValue: number;
  tbtMs: number;
  fcpMs: number;
  scriptKb: number;
}

/** `npm start` (scripts/start.mjs: builds what is stale, then serves) on `port` with its own data folder. */
async function startProductionServer(port: number): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-bench-web-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Building both parts from scratch takes about a minute on this machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`the server at ${baseUrl} did not answer /api/health`);
}

/**
 * One Lighthouse performance run (mobile, default throttling) of `url`, in a Chromium of its own:
 * a second navigation in the same headless browser loses its trace (NO_NAVSTART), and a fresh
 * profile is what a first-time visitor brings anyway.
 */
async function lighthouseRun(url: string, attemptsLeft = 3): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }).finally(() => chrome.kill());
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // Headless Chromium here now and then loses the trace's navigation start; Lighthouse says to run again.
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && attemptsLeft > 1) {
    console.error(`  (${url}: ${lhr.runtimeError.code}, running again)`);
    return lighthouseRun(url, attemptsLeft - 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
    return value;
  };
  const resources = lhr.audits['resource-summary']?.details;
  const scripts = resources?.type === 'table' ? resources.items.find((item) => item.resourceType === 'script') : undefined;
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: metric('largest-contentful-paint'),
    clsValue: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    scriptKb: typeof scripts?.transferSize === 'number' ? scripts.transferSize / 1000 : Number.NaN,
  };
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

export async function benchWeb({ runs }: { runs: number }) {
  const server = await startProductionServer(await freePort());
  const figures: Record<string, number | boolean> = {};
  try {
    const weight = measureFirstPage(path.join(repoRoot, 'web/dist'));
    console.error(`Landing page first load: JavaScript ${weight.jsGzipKb.toFixed(1)} kB gzip (budget ${BUDGET_KB.js}), CSS ${weight.cssGzipKb.toFixed(1)} kB gzip (budget ${BUDGET_KB.css})`);
    figures.landing_js_gzip_kb = round(weight.jsGzipKb, 1);
    figures.css_gzip_kb = round(weight.cssGzipKb, 1);
    let targetsMet = true;
    for (const page of PAGES) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) {
        const run = await lighthouseRun(`${server.baseUrl}${page.path}`);
        console.error(`  ${page.path} run ${i + 1}: performance ${run.perf}, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.clsValue.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms, FCP ${Math.round(run.fcpMs)} ms, scripts ${run.scriptKb.toFixed(1)} kB transferred`);
        results.push(run);
      }
      const pick = (key: keyof Run) => median(results.map((run) => run[key]));
      const perf = pick('perf');
      const cls = pick('clsValue');
      console.error(`${page.path}: median performance ${perf}, LCP ${Math.round(pick('lcpMs'))} ms, CLS ${cls.toFixed(3)}, TBT ${Math.round(pick('tbtMs'))} ms, FCP ${Math.round(pick('fcpMs'))} ms (${runs} runs)`);
      Object.assign(figures, {
        [`${page.key}_perf`]: perf,
        [`${page.key}_lcp_ms`]: round(pick('lcpMs')),
        [`${page.key}_cls`]: round(cls, 3),
        [`${page.key}_tbt_ms`]: round(pick('tbtMs')),
        [`${page.key}_fcp_ms`]: round(pick('fcpMs')),
        [`${page.key}_script_transfer_kb`]: round(pick('scriptKb'), 1),
      });
      targetsMet &&= perf >= TARGET.perf && cls <= TARGET.cls;
    }
    figures.budget_met = weight.jsGzipKb <= BUDGET_KB.js && weight.cssGzipKb <= BUDGET_KB.css;
    figures.targets_met = targetsMet;
  } finally {
    await server.stop();
  }
  return { name: 'web', runs, ...figures };
}
