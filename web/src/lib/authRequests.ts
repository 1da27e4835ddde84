import { authSessionSchema, signUpResponseSchema } from '@mithaq/contract/auth';
import type { AuthSession, SignUpResponse } from '@mithaq/contract/auth';
import { ApiError, apiFetch } from './api';
import { parseOrThrow } from './http';
import { currentLanguage } from './i18n';
import { transport } from './transport';

/** The auth calls the session makes. Each throws ApiError with the server's message on failure. */

export async function requestSignIn(email: string, password: string): Promise<AuthSession> {
  const json = { email, password, ...(await transport().signInBody()) };
  const body = await apiFetch<unknown>('/api/auth/sign-in', { method: 'POST', json, bearer: false });
  return parseOrThrow(authSessionSchema, body);
}

/** Redeems the one-time sign-in link mailed after too many wrong passwords. */
export async function requestSignInWithLink(token: string): Promise<AuthSession> {
  const body = await apiFetch<unknown>('/api/auth/sign-in-link', { method: 'POST', json: { token }, bearer: false });
  return parseOrThrow(authSessionSchema, body);
}

/** The account starts in the language the visitor reads the app in (their e-mails follow it). */
export async function requestSignUp(email: string, password: string): Promise<SignUpResponse> {
  const json = { email, password, language: currentLanguage() };
  const body = await apiFetch<unknown>('/api/auth/sign-up', { method: 'POST', json, bearer: false });
  return parseOrThrow(signUpResponseSchema, body);
}

/** 'serverIssue': the server could not end its session; the user is signed out locally anyway. */
export type SignOutResult = 'signedOut' | 'serverIssue';

export async function requestSignOut(): Promise<SignOutResult> {
  try {
    // The refresh cookie (the wrapper: its kept token) identifies the session to end; the server also clears the cookie.
    await apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', json: await transport().refreshBody?.(), bearer: false });
    return 'signedOut';
  } catch (error) {
    // The session is already gone on the server: that is what signing out wanted (spec §8).
    const alreadyGone = error instanceof ApiError && (error.status === 401 || error.status === 404);
    return alreadyGone ? 'signedOut' : 'serverIssue';
  }
}
