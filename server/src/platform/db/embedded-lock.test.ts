import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireEmbeddedLock, EmbeddedDatabaseInUseError } from './embedded-lock';

const dirs: string[] = [];
const tempDbDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db');
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the embedded database lock', () => {
  it('is taken and released', () => {
    const dbDir = tempDbDir();
    const release = acquireEmbeddedLock(dbDir);
    expect(fs.readFileSync(`${dbDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dbDir}.lock`)).toBe(false);
  });

  it('refuses a second process while the holder lives, naming it', async () => {
    const dbDir = tempDbDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(`${dbDir}.lock`, String(holder.pid));
      expect(() => acquireEmbeddedLock(dbDir)).toThrow(EmbeddedDatabaseInUseError);
      expect(() => acquireEmbeddedLock(dbDir)).toThrow(`in use by another Mithaq process (pid ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock left by a process that died', async () => {
    const dbDir = tempDbDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(`${dbDir}.lock`, String(dead.pid));
    const release = acquireEmbeddedLock(dbDir);
    expect(fs.readFileSync(`${dbDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
