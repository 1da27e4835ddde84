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

describe('decideRootRoute (/)', () => {
  it.each<[SessionStatus, unknown]>([
    ['loading', { kind: 'loading' }],
    ['signedOut', { kind: 'render' }],
    ['needsProfile', { kind: 'redirect', to: '/signup' }],
    ['ready', { kind: 'redirect', to: '/app/profiles' }],
  ])('%s → %o', (status, expected) => {
    expect(decideRootRoute(status)).toEqual(expected);
  });
});

describe('decideAuthRoute (/auth)', () => {
  it.each<[SessionStatus, unknown]>([
    ['loading', { kind: 'loading' }],
    ['signedOut', { kind: 'render' }],
    ['needsProfile', { kind: 'redirect', to: '/signup' }],
    ['ready', { kind: 'redirect', to: '/app/profiles' }],
  ])('%s without a remembered origin → %o', (status, expected) => {
    expect(decideAuthRoute(status, null)).toEqual(expected);
  });

  it('sends a ready user back to the remembered origin', () => {
    expect(decideAuthRoute('ready', { from: '/app/matches?q=a' })).toEqual({
      kind: 'redirect',
      to: '/app/matches?q=a',
    });
  });

  it('still sends a user without a profile to /signup, whatever the origin', () => {
    expect(decideAuthRoute('needsProfile', { from: '/app/matches' })).toEqual({
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
  ])('redirects a %s to /admin/login', (_label, session) => {
    expect(decideAdminRoute(session)).toEqual(toLogin);
  });
});
