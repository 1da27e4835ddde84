import type { SessionSnapshot, SessionUser } from '../lib/sessionTypes';

export const member: SessionUser = { id: 'u-1', email: 'amina@example.com', role: 'user' };
export const admin: SessionUser = { id: 'u-9', email: 'admin@example.com', role: 'admin' };

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
