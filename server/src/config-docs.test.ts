import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { envSchema } from './config';
import { CONFIG_DOCS } from './config-docs';
import { renderEnvExample } from './env-example';
import { repoRoot } from './paths';

const documented = CONFIG_DOCS.flatMap((section) => Object.keys(section.variables));

it('documents every variable of the config schema once, and no other', () => {
  expect(new Set(documented).size).toBe(documented.length);
  expect(documented.filter((name) => name !== 'ENV_FILE').sort()).toEqual(Object.keys(envSchema.shape).sort());
});

it('.env.example is what npm run env:example writes (run it after changing a variable)', () => {
  expect(fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8')).toBe(renderEnvExample());
});

it('.env.example shows the defaults, and lists each variable as a line the server reads', () => {
  const text = renderEnvExample();
  expect(text).toContain('# PORT=3000\n');
  expect(text).toContain('# MAIL_FROM=Mithaq <no-reply@mithaq.app>\n');
  expect(text).toContain('# DATABASE_URL=\n');
  expect(text).toContain('# PUSH_ALLOWED_HOSTS=\n');
  for (const name of documented) expect(text).toMatch(new RegExp(`^# ${name}=`, 'm'));
});
