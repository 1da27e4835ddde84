import { describe, expect, it } from 'vitest';
import type { SessionStatus } from '../../lib/sessionTypes';
import { admin, member } from '../../test/sessionFixtures';
import {
  decideAdminRoute,
  decideAppRoute,
  decideAuthRoute,
  decideRootRoute,
  decideSignupRoute,
  rememberedOrigin,
} from './guardDecisions';

// [status, mayHaveSession, decision]: while the check runs, only a browser that had a session waits.
type PublicEntryCase = [SessionStatus, boolean, unknown];
const publicEntryCases = (readyTarget: string): PublicEntryCase[] => [
  ['loading', true, { kind: 'loading' }],
  ['loading', false, { kind: 'render' }],
  ['signedOut', true, { kind: 'render' }],
  ['signedOut', false, { kind: 'render' }],
  ['needsProfile', false, { kind: 'redirect', to: '/signup' }],
  ['needsProfile', true, { kind: 'redirect', to: '/signup' }],
  ['ready', false, { kind: 'redirect', to: readyTarget }],
  ['ready', true, { kind: 'redirect', to: readyTarget }],
];

describe('decideRootRoute (/)', () => {
  it.each(publicEntryCases('/app/profiles'))('%s (may have a session: %s) → %o', (status, mayHaveSession, expected) => {
    expect(decideRootRoute(status, mayHaveSession)).toEqual(expected);
  });
});

describe('decideAuthRoute (/auth)', () => {
  it.each(publicEntryCases('/app/profiles'))('%s (may have a session: %s) without a remembered origin → %o', (status, mayHaveSession, expected) => {
    expect(decideAuthRoute(status, null, mayHaveSession)).toEqual(expected);
  });

  it('sends a ready user back to the remembered origin', () => {
    expect(decideAuthRoute('ready', { from: '/app/matches?q=a' }, false)).toEqual({
      kind: 'redirect',
      to: '/app/matches?q=a',
    });
  });

  it('still sends a user without a profile to /signup, whatever the origin', () => {
    expect(decideAuthRoute('needsProfile', { from: '/app/matches' }, true)).toEqual({
      kind: 'redirect',
      to: '/signup',
    });
  });
});

describe('rememberedOrigin', () => {
  it.each([
    [{ from: '/app/liked' }, '/app/liked'],
    [{ from: '//evil.example/app' }, null],
    [{ from: 'https://evil.example' }, null],
    [{ from: '/auth' }, null],
    [{ from: '/auth?x=1' }, null],
    [{ from: 42 }, null],
    [{}, null],
    [null, null],
    ['/app/liked', null],
  ])('%o → %s', (state, expected) => {
    expect(rememberedOrigin(state)).toBe(expected);
  });
});

describe('decideSignupRoute (/signup/*)', () => {
  it.each<[SessionStatus, unknown]>([
    ['loading', { kind: 'loading' }],
    ['signedOut', { kind: 'redirect', to: '/auth' }],
    ['needsProfile', { kind: 'render' }],
    ['ready', { kind: 'redirect', to: '/app/profiles' }],
  ])('%s → %o', (status, expected) => {
    expect(decideSignupRoute(status)).toEqual(expected);
  });
});

describe('decideAppRoute (/app/*)', () => {
  it.each<[SessionStatus, unknown]>([
    ['loading', { kind: 'loading' }],
    ['signedOut', { kind: 'redirect', to: '/auth', state: { from: '/app/chat/7?x=1' } }],
    ['needsProfile', { kind: 'redirect', to: '/signup' }],
    ['ready', { kind: 'render' }],
  ])('%s → %o', (status, expected) => {
    expect(decideAppRoute(status, '/app/chat/7?x=1')).toEqual(expected);
  });
});

describe('decideAdminRoute (/admin/dashboard)', () => {
  const toLogin = { kind: 'redirect', to: '/admin/login' };

  it('waits while the session loads', () => {
    expect(decideAdminRoute({ status: 'loading', user: null })).toEqual({ kind: 'loading' });
  });

  it.each([
    ['ready admin', { status: 'ready' as const, user: admin }],
    ['admin without profile', { status: 'needsProfile' as const, user: admin }],
  ])('lets a %s in', (_label, session) => {
    expect(decideAdminRoute(session)).toEqual({ kind: 'render' });
  });

  it.each([
    ['signed-out visitor', { status: 'signedOut' as const, user: null }],
    ['ready member', { status: 'ready' as const, user: member }],
    ['member without profile', { status: 'needsProfile' as const, user: member }],
    // An admin account on a session the code step did not make (a password change's, say): the server refuses it too.
    ['admin without the code step', { status: 'ready' as const, user: { ...admin, secondFactor: false } }],
  ])('redirects a %s to /admin/login', (_label, session) => {
    expect(decideAdminRoute(session)).toEqual(toLogin);
  });
});
