import { clientPaths as paths } from '@mithaq/contract/routes';
import type { SessionState, SessionStatus } from '../../lib/sessionTypes';

/** Router state carried to /auth so sign-in can return the user where they were heading. */
export interface OriginState {
  from: string;
}

/** What a route guard does for the current session (spec §2 route table). */
export type GuardDecision =
  | { kind: 'loading' }
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; state?: OriginState };

const LOADING: GuardDecision = { kind: 'loading' };
const RENDER: GuardDecision = { kind: 'render' };

function redirectTo(to: string, state?: OriginState): GuardDecision {
  return state ? { kind: 'redirect', to, state } : { kind: 'redirect', to };
}

/**
 * Signed-in users never see the public entry pages: those with a profile go to the app. While
 * the session is checked, a visitor whose browser holds no session sees the page at once (the
 * check redirects later if it finds one after all); one who had a session waits for the answer.
 */
function decidePublicEntry(status: SessionStatus, readyTarget: string, mayHaveSession: boolean): GuardDecision {
  if (status === 'loading') return mayHaveSession ? LOADING : RENDER;
  if (status === 'ready') return redirectTo(readyTarget);
  if (status === 'needsProfile') return redirectTo(paths.signup);
  return RENDER;
}

/** `/`: the landing page is for signed-out visitors only. */
export function decideRootRoute(status: SessionStatus, mayHaveSession: boolean): GuardDecision {
  return decidePublicEntry(status, paths.profiles, mayHaveSession);
}

/**
 * The path remembered in `location.state.from`, if it is a safe in-app path. Only same-origin
 * absolute paths are accepted ("//host" would leave the site), and never /auth itself.
 */
export function rememberedOrigin(locationState: unknown): string | null {
  if (typeof locationState !== 'object' || locationState === null) return null;
  if (!('from' in locationState)) return null;
  const { from } = locationState;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from === paths.auth || from.startsWith(`${paths.auth}?`)) return null;
  return from;
}

/** `/auth`: once signed in, go back to where the user was heading (default the app). */
export function decideAuthRoute(status: SessionStatus, locationState: unknown, mayHaveSession: boolean): GuardDecision {
  return decidePublicEntry(status, rememberedOrigin(locationState) ?? paths.profiles, mayHaveSession);
}

/** `/signup/*`: only a signed-in user without a profile may use the wizard. */
export function decideSignupRoute(status: SessionStatus): GuardDecision {
  if (status === 'loading') return LOADING;
  if (status === 'signedOut') return redirectTo(paths.auth);
  if (status === 'ready') return redirectTo(paths.profiles);
  return RENDER;
}

/** `/app/*`: protected; a signed-out visitor is sent to /auth with the origin remembered. */
export function decideAppRoute(status: SessionStatus, origin: string): GuardDecision {
  if (status === 'loading') return LOADING;
  if (status === 'signedOut') return redirectTo(paths.auth, { from: origin });
  if (status === 'needsProfile') return redirectTo(paths.signup);
  return RENDER;
}

/**
 * `/admin/dashboard`: admins only, on a session the admin login's code step made (as the server
 * decides every admin call): an admin account's other sessions go to the login like anyone else.
 * While the session is still loading we wait instead of redirecting, or an admin reloading the
 * dashboard would always be bounced to the login page.
 */
export function decideAdminRoute(session: Pick<SessionState, 'status' | 'user'>): GuardDecision {
  if (session.status === 'loading') return LOADING;
  return session.user?.role === 'admin' && session.user.secondFactor ? RENDER : redirectTo(paths.adminLogin);
}
