import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { buildInfo } from './build-info';

it("answers the root package.json's version, the checkout's commit and this Node.js", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  const info = buildInfo(undefined);
  expect(info.version).toBe(pkg.version);
  // CI and these machines run from a git checkout; an image without .git sets MITHAQ_COMMIT.
  expect(info.commit).toMatch(/^[0-9a-f]{12}$/);
  expect(info.node).toBe(process.version);
  // CHANGELOG.md has an entry for the version this is.
  expect(fs.readFileSync(path.join(repoRoot, 'CHANGELOG.md'), 'utf8')).toContain(`## ${pkg.version}`);
});

it("reports MITHAQ_COMMIT (config.commit), short, over the checkout's, on every call, not only the first", () => {
  const checkout = buildInfo(undefined).commit;
  expect(buildInfo('0123456789abcdef0123').commit).toBe('0123456789ab');
  expect(buildInfo('feedbeef').commit).toBe('feedbeef');
  expect(buildInfo(undefined).commit).toBe(checkout);
});
