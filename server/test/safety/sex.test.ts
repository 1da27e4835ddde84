import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/platform/db/schema/profiles';
import { auditLog } from '../../src/platform/db/schema/safety';
import { call } from '../support/client';
import { pictures } from '../support/images';
import { memberThroughApi, upload, wizardInput } from '../support/profiles';
import { adminSession } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const sexOf = async (id: string) => (await db().select({ sex: profiles.sex }).from(profiles).where(eq(profiles.id, id)))[0]?.sex;

async function memberWithPicture() {
  const member = await memberThroughApi(server, { sex: 'male', name: 'Khalid' });
  await upload(server, member.token, await pictures.jpeg(300, 200), 'image/jpeg');
  const { birthday: _b, ...editable } = wizardInput({ sex: 'male', name: 'Khalid' });
  return { member, editable };
}

describe('sex is set once', () => {
  it('Edit Profile refuses another sex (400, nothing saved) and saves the rest when it is unchanged or left out', async () => {
    const { member, editable } = await memberWithPicture();
    const switched = await call(server, 'PUT', '/api/profiles/me', { ...editable, sex: 'female', name: 'Khadija' }, { token: member.token });
    expect(switched.status).toBe(400);
    expect(switched.body).toEqual({ error: { code: 'VALIDATION', message: 'Gender cannot be changed after sign-up. If it is wrong, ask for a correction in Edit Profile.', key: 'profiles.sexLocked' } });
    expect(await sexOf(member.id)).toBe('male');
    expect((await db().select({ name: profiles.name }).from(profiles).where(eq(profiles.id, member.id)))[0]?.name).toBe('Khalid');

    const same = await call(server, 'PUT', '/api/profiles/me', { ...editable, name: 'Khalid A' }, { token: member.token });
    expect(same.status).toBe(200);
    const { sex: _s, ...withoutSex } = editable;
    const omitted = await call<{ profile: { sex: string; name: string } }>(server, 'PUT', '/api/profiles/me', { ...withoutSex, name: 'Khalid B' }, { token: member.token });
    expect(omitted.body.profile).toMatchObject({ sex: 'male', name: 'Khalid B' });
  });

  it('a moderator corrects it, audited with the reason in the same transaction; members may not', async () => {
    const { member } = await memberWithPicture();
    const admin = await adminSession(server);
    const path = `/api/admin/profiles/${member.id}/sex`;
    expect((await call(server, 'PUT', path, { sex: 'female', reason: 'Picked the wrong one' }, { token: member.token })).status).toBe(403);
    const badReason = await call(server, 'PUT', path, { sex: 'female', reason: 'x' }, { token: admin.token });
    expect(badReason.body).toEqual({ error: { code: 'VALIDATION', message: 'Reason must be between 3 and 100 characters', key: 'admin.reasonLength' } });

    const corrected = await call(server, 'PUT', path, { sex: 'female', reason: 'Picked the wrong one' }, { token: admin.token });
    expect(corrected.body).toEqual({ sex: 'female' });
    expect(await sexOf(member.id)).toBe('female');
    const entries = await db().select().from(auditLog).where(and(eq(auditLog.targetId, member.id), eq(auditLog.action, 'profile.sex_corrected')));
    expect(entries.map((e) => [e.actorId, e.details])).toEqual([[admin.id, { name: 'Khalid', from: 'male', to: 'female', reason: 'Picked the wrong one' }]]);

    const again = await call(server, 'PUT', path, { sex: 'female', reason: 'Picked the wrong one' }, { token: admin.token });
    expect(again.body).toEqual({ error: { code: 'CONFLICT', message: "This is already the member's gender", key: 'admin.sexUnchanged' } });
    const unknown = await call(server, 'PUT', `/api/admin/profiles/${crypto.randomUUID()}/sex`, { sex: 'male', reason: 'Typo here' }, { token: admin.token });
    expect(unknown.status).toBe(404);
  });
});
