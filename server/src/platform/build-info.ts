import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';

/** Which Mithaq this process is: printed at start, shown in the admin area, exported as build_info. */
export interface BuildInfo {
  /** The root package.json's version (CHANGELOG.md says what each one brought). */
  version: string;
  /** The git commit, short: MITHAQ_COMMIT when set (an image built without .git), else the checkout's; null when unknown. */
  commit: string | null;
  /** The Node.js running it, e.g. v20.19.5. */
  node: string;
}

function commitOf(env: NodeJS.ProcessEnv): string | null {
  if (env.MITHAQ_COMMIT) return env.MITHAQ_COMMIT.slice(0, 12);
  try {
    // Asked once per process; a deployment without git or without .git simply has no commit.
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).toString().trim() || null;
  } catch {
    return null;
  }
}

let known: BuildInfo | undefined;

export function buildInfo(env: NodeJS.ProcessEnv = process.env): BuildInfo {
  if (!known) {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version?: string };
    known = { version: pkg.version ?? '0.0.0', commit: commitOf(env), node: process.version };
  }
  return known;
}
