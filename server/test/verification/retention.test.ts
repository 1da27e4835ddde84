import type { VerificationQueue } from '@mithaq/contract/verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredSelfies } from '../../src/features/verification/retention';
import { asAdminOf, signedInAdmin } from '../admin/support';
import { call, signIn } from '../support/client';
import { memberThroughApi } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';
import { requestVerification, requestsOf } from '../support/verification';

const DAY = 24 * 3600_000;

let server: TestServer;
// The retention job acts on every row: this file has a database of its own.
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

async function decide(memberId: string, action: 'approve' | 'reject', body?: { reason: string; fraud?: boolean }) {
  const asAdmin = asAdminOf(server, await signedInAdmin(server));
  const { requests } = (await asAdmin<VerificationQueue>('GET', '/api/admin/verification')).body;
  const id = requests.find((r) => r.profileId === memberId)!.id;
  expect((await asAdmin('POST', `/api/admin/verification/${id}/${action}`, body)).status).toBe(200);
}

/** A member with a decided request, and where its selfie is stored. */
async function decided(action: 'approve' | 'reject', body?: { reason: string; fraud?: boolean }) {
  const member = await memberThroughApi(server);
  await requestVerification(server, member.token);
  await decide(member.id, action, body);
  const [row] = await requestsOf(server, member.id);
  return { member, path: row!.selfiePath! };
}

const stored = async (path: string) => (await server.platform.storage.get(path)) !== null;
const rowOf = async (memberId: string) => (await requestsOf(server, memberId))[0]!;

describe('selfie retention', () => {
  it('deletes approved and plainly rejected selfies 30 days after the decision, fraud ones after 2 years, each once', async () => {
    const approved = await decided('approve');
    const rejected = await decided('reject', { reason: 'Blurry' });
    const fraud = await decided('reject', { reason: 'Not the person in the pictures', fraud: true });
    const pending = await memberThroughApi(server);
    await requestVerification(server, pending.token);

    server.clock.advance(30 * DAY - 60_000);
    expect(await purgeExpiredSelfies(server.platform)).toBe(0);
    server.clock.advance(2 * 60_000);
    // Two runs at once (two servers): each selfie is taken by one of them.
    const runs = await Promise.all([purgeExpiredSelfies(server.platform), purgeExpiredSelfies(server.platform)]);
    expect(runs[0]! + runs[1]!).toBe(2);
    for (const { member, path } of [approved, rejected]) {
      expect(await stored(path)).toBe(false);
      expect(await rowOf(member.id)).toMatchObject({ selfiePath: null, selfieDeletedAt: server.clock.now() });
    }
    expect(await stored(fraud.path)).toBe(true);
    expect((await rowOf(pending.id)).selfiePath).not.toBeNull();
    // The badge stays: only the picture goes.
    const token = (await signIn(server, approved.member.email, approved.member.password)).token;
    expect((await call<{ profile: { verified: boolean } }>(server, 'GET', '/api/profiles/me', undefined, { token })).body.profile.verified).toBe(true);

    server.clock.advance(2 * 365 * DAY - 30 * DAY - 2 * 60_000);
    expect(await purgeExpiredSelfies(server.platform)).toBe(0);
    server.clock.advance(2 * 60_000);
    expect(await purgeExpiredSelfies(server.platform)).toBe(1);
    expect(await stored(fraud.path)).toBe(false);
    expect((await rowOf(fraud.member.id)).selfiePath).toBeNull();
    expect(await purgeExpiredSelfies(server.platform)).toBe(0);
    // A pending request is never touched, however old.
    expect((await rowOf(pending.id)).selfiePath).not.toBeNull();
  });

  it('deleting the account deletes the selfies', async () => {
    const { member, path } = await decided('reject', { reason: 'Blurry' });
    await requestVerification(server, member.token);
    const second = (await requestsOf(server, member.id))[1]!.selfiePath!;
    expect((await call(server, 'DELETE', '/api/account', { password: member.password }, { token: member.token })).status).toBe(200);
    expect(await stored(path)).toBe(false);
    expect(await stored(second)).toBe(false);
  });
});
