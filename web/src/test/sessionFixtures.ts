import type { AuthSession } from '@mithaq/contract/auth';
import type { SessionSnapshot, SessionUser } from '../lib/sessionTypes';

export const member: SessionUser = {
  id: '4f1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f01',
  email: 'amina@example.com',
  role: 'user',
  emailConfirmed: true,
  language: 'en',
  secondFactor: false,
};
export const admin: SessionUser = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c69',
  email: 'admin@example.com',
  role: 'admin',
  emailConfirmed: true,
  language: 'en',
  /** Signed in through the admin login's code step. */
  secondFactor: true,
};

export const signedOut: SessionSnapshot = { status: 'signedOut', user: null, profile: null };
export const needsProfile: SessionSnapshot = { status: 'needsProfile', user: member, profile: null };
export const ready: SessionSnapshot = {
  status: 'ready',
  user: member,
  profile: { id: member.id, name: 'Amina' },
};
export const adminReady: SessionSnapshot = {
  status: 'ready',
  user: admin,
  profile: { id: admin.id, name: 'Admin' },
};
export const adminNeedsProfile: SessionSnapshot = { status: 'needsProfile', user: admin, profile: null };

/** An AuthSession as the server sends it; the access token lives 15 minutes unless told otherwise. */
export function authSession(
  overrides: { user?: SessionUser; accessToken?: string; expiresInMs?: number } = {},
): AuthSession {
  const { user = member, accessToken = 'access-1', expiresInMs = 15 * 60 * 1000 } = overrides;
  return { accessToken, expiresAt: new Date(Date.now() + expiresInMs).toISOString(), user };
}
