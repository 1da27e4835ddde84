import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { OUTBOX_LEASE_MS } from '../outbox/deliver';
import { SMTP_SEND_DEADLINE_MS, createMailer } from './mailer';

const logger = createLogger({ level: 'silent', pretty: false });

describe('the file mailer', () => {
  it('writes each message as an .eml and a readable .json', async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-mail-'));
    try {
      const mailer = createMailer({
        from: 'Mithaq <no-reply@mithaq.app>',
        smtpUrl: undefined,
        mailDir,
        logger,
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

describe('the SMTP mailer', () => {
  it('gives up on a server that takes the connection and never greets, in seconds rather than minutes', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const mailer = createMailer({ from: 'x@y.z', smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: os.tmpdir(), logger });
      const started = performance.now();
      const outcome = await Promise.race([
        mailer.send({ to: 'a@example.test', subject: 'Reset', text: 'x' }).then(() => 'sent', (error: Error) => error.message),
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 12 s'), 12_000).unref()),
      ]);
      // The greeting timeout is 5 s; nodemailer's own default is 30 s.
      expect(outcome).toMatch(/greeting/i);
      expect(performance.now() - started).toBeLessThan(12_000);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 20_000);

  it('sends a message through an SMTP server on the connection it opens itself', async () => {
    // Just enough SMTP: a greeting, then an answer per command; DATA ends with a lone dot.
    const received: string[] = [];
    const server = net.createServer((socket) => {
      let data = false;
      let buffered = '';
      socket.write('220 local.test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            } else received.push(line);
          } else if (line.startsWith('DATA')) {
            data = true;
            socket.write('354 go on\r\n');
          } else socket.write(line.startsWith('QUIT') ? '221 bye\r\n' : '250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const mailer = createMailer({ from: 'x@y.z', smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: os.tmpdir(), logger });
      await mailer.send({ to: 'amina@example.test', subject: 'Reset your password', text: 'Open http://x/reset' });
      expect(received).toContain('Subject: Reset your password');
      expect(received).toContain('Open http://x/reset');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('gives up on a server that trickles its answers, at the deadline of the whole send, and closes the connection', async () => {
    // Never silent long enough for the idle timeout (15 s): a byte every 100 ms of an endless EHLO answer.
    const closed: Promise<void>[] = [];
    const sockets = new Set<net.Socket>();
    const trickler = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      closed.push(new Promise((resolve) => socket.on('close', () => resolve())));
      socket.write('220 trickle.test ESMTP\r\n');
      socket.once('data', () => {
        const line = '250-still thinking\r\n';
        let next = 0;
        const timer = setInterval(() => {
          if (!socket.destroyed) socket.write(line[next++ % line.length]!);
        }, 100);
        socket.on('close', () => clearInterval(timer));
      });
    });
    await new Promise<void>((resolve) => trickler.listen(0, '127.0.0.1', resolve));
    const { port } = trickler.address() as net.AddressInfo;
    try {
      const mailer = createMailer({ from: 'x@y.z', smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: os.tmpdir(), logger, smtpSendDeadlineMs: 1500 });
      const outcome = await Promise.race([
        mailer.send({ to: 'a@example.test', subject: 'Reset', text: 'x' }).then(() => 'sent', (error: Error) => error.message),
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 12 s'), 12_000).unref()),
      ]);
      expect(outcome).toMatch(/deadline/i);
      // The server sees its connection closed: nothing of this send goes on behind the outbox's back.
      expect(closed).toHaveLength(1);
      const gone = await Promise.race([closed[0]!.then(() => 'closed'), new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 5000).unref())]);
      expect(gone).toBe('closed');
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => trickler.close(() => resolve()));
    }
  }, 30_000);

  it('ends every send well inside the outbox lease, so a slow server never causes a second send', () => {
    expect(SMTP_SEND_DEADLINE_MS * 4).toBeLessThanOrEqual(OUTBOX_LEASE_MS);
  });
});
