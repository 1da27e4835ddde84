import type { CreateProfileInput } from '@mithaq/contract/profiles';
import { call, signIn, type SignedIn } from './client';
import { createUser } from './factories';
import type { TestServer } from './server';

export const wizardInput = (overrides: Partial<CreateProfileInput> = {}): CreateProfileInput => ({
  name: 'Amina',
  sex: 'female',
  birthday: '1996-04-12',
  location: { country: 'GB', city: 'London' },
  aboutMe: 'I love reading and long walks.',
  education: 'BSc Biology',
  occupation: 'Pharmacist',
  nationality: ['GB', 'PK'],
  height: 165,
  maritalStatus: 'Never Married',
  ...overrides,
});

/** A user who went through the wizard over HTTP (so the welcome grant is the real one). */
export async function memberThroughApi(server: TestServer, overrides: Partial<CreateProfileInput> = {}) {
  const user = await createUser(server.platform.database.db);
  const signedIn: SignedIn = await signIn(server, user.email, user.password);
  const created = await call(server, 'POST', '/api/profiles', wizardInput(overrides), { token: signedIn.token });
  if (created.status !== 201) throw new Error(`profile not created: ${JSON.stringify(created.body)}`);
  return { ...user, ...signedIn };
}

export async function upload(server: TestServer, token: string, bytes: Buffer, contentType: string, name = 'photo.jpg') {
  const response = await server.fetch('/api/profiles/me/pictures', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'x-file-name': encodeURIComponent(name) },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as { pictures?: { id: string; url: string; thumbUrl: string; width: number; height: number; blurred: boolean }[]; error?: { code: string; message: string } } };
}
