import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';

/** Which Mithaq this process is: printed at start, shown in the admin area, exported as build_info. */
export interface BuildInfo {
  /** The root package.json's version (CHANGELOG.md says what each one brought). */
  version: string;
  /** The git commit, short: MITHAQ_COMMIT when set (config.commit: an image built without .git), else the checkout's; null when unknown. */
  commit: string | null;
  /** The Node.js running it, e.g. v20.19.5. */
  node: string;
}

/** package.json's version and the checkout's commit: the same for the whole process, so each is read once. */
let version: string | undefined;
let checkout: { commit: string | null } | undefined;

function checkoutCommit(): string | null {
  if (!checkout) {
    try {
      // A deployment without git or without .git simply has no commit.
      const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 });
      checkout = { commit: head.toString().trim() || null };
    } catch {
      checkout = { commit: null };
    }
  }
  return checkout.commit;
}

/** This build; `commit` is config.commit (MITHAQ_COMMIT, from the environment or .env), which wins over the checkout's. */
export function buildInfo(commit: string | undefined): BuildInfo {
  version ??= (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  return { version, commit: commit ? commit.slice(0, 12) : checkoutCommit(), node: process.version };
}
