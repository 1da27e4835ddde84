import crypto from 'node:crypto';
import type { AdminDeliveriesResponse } from '@mithaq/contract/deliveries';
import { deliveryMessages } from '@mithaq/contract/deliveries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../../src/jobs/outbox-worker';
import { createTestClock } from '../../src/platform/clock';
import { outbox } from '../../src/platform/db/schema/notifications';
import { createMailer } from '../../src/platform/mail/mailer';
import { claimDue, retryDelayMs } from '../../src/platform/outbox/deliver';
import * as outboxRepo from '../../src/platform/outbox/repo';
import { call } from '../support/client';
import { deliverMail, mailsTo } from '../support/mail';
import { startTestServer, type TestServer } from '../support/server';
import { asAdminOf, auditOf, signedInAdmin, type SignedInAdmin } from './support';

// Its own database: the list shows every failed row, and the workers here send every due one.
let server: TestServer;
let admin: SignedInAdmin;
let asAdmin: ReturnType<typeof asAdminOf>;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
  admin = await signedInAdmin(server);
  asAdmin = asAdminOf(server, admin);
});
afterAll(() => server.close());

const db = () => server.platform.database.db;

/**
 * A mail with a secret link, in the outbox as enqueueMail puts it there, but without waking this
 * server's worker (which would send it at once): the test decides who tries it. Answers its id.
 */
async function queueMail(to: string) {
  const mail = { to, subject: 'Reset your password', text: `https://mithaq.test/reset-password?token=SECRET-${to}` };
  await outboxRepo.insert(db(), 'mail', mail, server.clock.now());
  const rows = await db().select({ id: outbox.id, payload: outbox.payload }).from(outbox);
  return rows.find((row) => (row.payload as { to?: string }).to === to)!.id;
}

/**
 * A real SMTP transport aimed at a closed port: every attempt is refused, as a mail host that is
 * down. On a clock of its own, from the server's now: hours of back-off would end the admin's session.
 */
const brokenWorker = (clock = createTestClock(server.clock.now())) =>
  createOutboxWorker({
    db: db(),
    clock,
    logger: server.platform.logger,
    mailer: createMailer({ from: 'x@y.z', smtpUrl: 'smtp://127.0.0.1:1', mailDir: server.dataDir, logger: server.platform.logger }),
  });

/** Fails every attempt of what is due until the outbox gives up on it. */
async function failForGood() {
  const clock = createTestClock(server.clock.now());
  const broken = brokenWorker(clock);
  for (let attempt = 1; attempt <= 8; attempt++) {
    await broken.deliverDue();
    clock.advance(retryDelayMs(attempt));
  }
}

const list = async (status = 'all') => {
  const result = await asAdmin<AdminDeliveriesResponse>('GET', `/api/admin/deliveries?status=${status}`);
  expect(result.status).toBe(200);
  return result.body.deliveries;
};

const address = () => `fatima-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('the admin Deliveries tab', () => {
  it('lists a failed mail, recipient masked and no payload, and its retry has the worker send it', async () => {
    const to = address();
    const id = await queueMail(to);
    await failForGood();
    const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
    expect(row!.failedAt).not.toBeNull();

    const listed = await asAdmin<AdminDeliveriesResponse>('GET', '/api/admin/deliveries?status=failed');
    const shown = listed.body.deliveries.find((delivery) => delivery.id === String(id));
    expect(shown).toMatchObject({ kind: 'mail', recipient: 'f•••@e•••.com', attempts: 8, status: 'failed', sending: false, about: null });
    expect(shown!.lastError).toMatch(/ECONNREFUSED/);
    // Nothing of the payload travels: neither the link's token nor the address.
    expect(JSON.stringify(listed.body)).not.toContain('SECRET');
    expect(JSON.stringify(listed.body)).not.toContain(to);
    expect(JSON.stringify(listed.body)).not.toContain('reset-password');
    expect(await list('waiting')).toEqual([]);

    // Retried, it is due now: the server's worker, woken after the commit, sends it (or this drain does).
    const retried = await asAdmin('POST', `/api/admin/deliveries/${id}/retry`);
    expect(retried.status).toBe(200);
    await deliverMail(server);
    const [mail] = mailsTo(to);
    expect(mail?.text).toContain(`token=SECRET-${to}`);
    expect((await db().select().from(outbox).where(eq(outbox.id, id)))[0]!.sentAt).not.toBeNull();
    expect(await list()).not.toContainEqual(expect.objectContaining({ id: String(id) }));

    const [entry] = await auditOf(server, String(id), 'delivery.retried');
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'delivery', details: { kind: 'mail' } });
  });

  it('discards a waiting mail for good, with a fresh code, and never sends it', async () => {
    const to = address();
    const id = await queueMail(to);
    await brokenWorker().deliverDue();
    const [shown] = (await list('waiting')).filter((delivery) => delivery.id === String(id));
    expect(shown).toMatchObject({ status: 'waiting', attempts: 1, failedAt: null });

    const withoutCode = await call(server, 'POST', `/api/admin/deliveries/${id}/discard`, {}, { token: admin.token });
    expect(withoutCode.status).toBe(403);

    expect((await asAdmin('POST', `/api/admin/deliveries/${id}/discard`)).status).toBe(200);
    expect(await db().select().from(outbox).where(eq(outbox.id, id))).toEqual([]);
    server.clock.advance(retryDelayMs(1));
    await deliverMail(server);
    expect(mailsTo(to)).toEqual([]);
    const [entry] = await auditOf(server, String(id), 'delivery.discarded');
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'delivery', details: { kind: 'mail' } });
  });

  it('leaves a sent row and one a worker holds alone (409), and answers an unknown one with 404', async () => {
    const sentId = await queueMail(address());
    await deliverMail(server);
    for (const action of ['retry', 'discard']) {
      const refused = await asAdmin<{ error: { message: string } }>('POST', `/api/admin/deliveries/${sentId}/${action}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(deliveryMessages.alreadySent);
    }

    // A worker on another server claims a queued mail: its lease is live.
    const heldId = await queueMail(address());
    const claimed = await claimDue({ db: db(), clock: server.clock }, 'account', 10);
    expect(claimed.map((row) => row.id)).toContain(heldId);
    for (const action of ['retry', 'discard']) {
      const refused = await asAdmin<{ error: { message: string } }>('POST', `/api/admin/deliveries/${heldId}/${action}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(deliveryMessages.beingSent);
    }
    expect(await list()).toContainEqual(expect.objectContaining({ id: String(heldId), sending: true }));

    for (const action of ['retry', 'discard']) {
      expect((await asAdmin('POST', `/api/admin/deliveries/987654321/${action}`)).status).toBe(404);
    }
    expect(await auditOf(server, '987654321')).toEqual([]);
  });

  it('names a push by its type and its member or masked device, never its endpoint', async () => {
    const device = crypto.randomUUID();
    const push = { title: 'New message', body: 'Salam, the secret words', data: { type: 'message', chatId: crypto.randomUUID() } };
    await outboxRepo.insert(db(), 'push', { subscriptionId: device, sessionId: crypto.randomUUID(), push }, server.clock.now());
    await db().update(outbox).set({ failedAt: server.clock.now(), attempts: 8, lastError: 'Error: 500 from https://push.example/send/abc?key=k1' }).where(eq(outbox.kind, 'push'));
    const listed = await asAdmin<AdminDeliveriesResponse>('GET', '/api/admin/deliveries?status=failed&limit=100');
    const shown = listed.body.deliveries.find((delivery) => delivery.kind === 'push');
    expect(shown).toMatchObject({ recipient: `${device.slice(0, 4)}•••`, about: 'message', status: 'failed' });
    expect(shown!.lastError).toBe('Error: 500 from https://push.example/•••');
    expect(JSON.stringify(listed.body)).not.toContain('secret words');
  });

  it('pages newest first', async () => {
    const first = await asAdmin<AdminDeliveriesResponse>('GET', '/api/admin/deliveries?limit=1');
    expect(first.body.deliveries).toHaveLength(1);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await asAdmin<AdminDeliveriesResponse>('GET', `/api/admin/deliveries?limit=1&cursor=${first.body.nextCursor}`);
    expect(Number(second.body.deliveries[0]!.id)).toBeLessThan(Number(first.body.deliveries[0]!.id));
    expect((await asAdmin('GET', '/api/admin/deliveries?cursor=forged')).status).toBe(400);
  });
});
