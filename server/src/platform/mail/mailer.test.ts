import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createMailer } from './mailer';

describe('the file mailer', () => {
  it('writes each message as an .eml and a readable .json', async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-mail-'));
    try {
      const mailer = createMailer({
        from: 'Mithaq <no-reply@mithaq.app>',
        smtpUrl: undefined,
        mailDir,
        logger: createLogger({ level: 'silent', pretty: false }),
      });
      await mailer.send({ to: 'amina@example.test', subject: 'Reset your password', text: 'Open http://x/reset' });
      const files = fs.readdirSync(mailDir).sort();
      expect(files).toHaveLength(2);
      const json = JSON.parse(fs.readFileSync(path.join(mailDir, files.find((f) => f.endsWith('.json'))!), 'utf8'));
      expect(json).toMatchObject({ to: 'amina@example.test', subject: 'Reset your password', text: 'Open http://x/reset' });
      const eml = fs.readFileSync(path.join(mailDir, files.find((f) => f.endsWith('.eml'))!), 'utf8');
      expect(eml).toContain('To: amina@example.test');
      expect(eml).toContain('Subject: Reset your password');
    } finally {
      fs.rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
