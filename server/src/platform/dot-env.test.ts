import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withDotEnv } from './dot-env';

const folders: string[] = [];
function folderWith(files: Record<string, string>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-env-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
  return folder;
}
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

describe('withDotEnv', () => {
  it('adds the .env file under the environment, which wins', () => {
    const folder = folderWith({ '.env': '# written by npm run setup\nPUBLIC_URL=https://mithaq.example.org\nPORT=3000\nMAIL_FROM="Mithaq <hello@example.org>"\n' });
    const env = withDotEnv({ PORT: '4000' }, folder);
    expect(env).toMatchObject({ PUBLIC_URL: 'https://mithaq.example.org', PORT: '4000', MAIL_FROM: 'Mithaq <hello@example.org>' });
  });

  it('needs no file, but refuses an ENV_FILE that is not there', () => {
    const folder = folderWith({});
    expect(withDotEnv({ PORT: '4000' }, folder)).toEqual({ PORT: '4000' });
    expect(() => withDotEnv({ ENV_FILE: 'production.env' }, folder)).toThrow(/ENV_FILE: .*production\.env does not exist/);
  });

  it('reads the file ENV_FILE names', () => {
    const folder = folderWith({ 'production.env': 'REDIS_URL=redis://10.0.0.5:6379\n', '.env': 'REDIS_URL=redis://wrong:6379\n' });
    expect(withDotEnv({ ENV_FILE: 'production.env' }, folder).REDIS_URL).toBe('redis://10.0.0.5:6379');
  });
});
