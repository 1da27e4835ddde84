import type { AuthSession, SignUpResponse } from '@mithaq/contract/auth';
import { authEndpoints as endpoints } from '@mithaq/contract/endpoints/auth';
import { ApiError } from './api';
import { callApi } from './callApi';
import { currentLanguage } from './i18n';
import { transport } from './transport';

/** The auth calls the session makes. Each throws ApiError with the server's message on failure. */

export async function requestSignIn(email: string, password: string): Promise<AuthSession> {
  return callApi(endpoints.signIn, { body: { email, password, ...(await transport().signInBody()) }, bearer: false });
}

/** Redeems the one-time sign-in link mailed after too many wrong passwords. */
export async function requestSignInWithLink(token: string): Promise<AuthSession> {
  return callApi(endpoints.signInWithLink, { body: { token }, bearer: false });
}

/** The account starts in the language the visitor reads the app in (their e-mails follow it). */
export async function requestSignUp(email: string, password: string): Promise<SignUpResponse> {
  return callApi(endpoints.signUp, { body: { email, password, language: currentLanguage() }, bearer: false });
}

/** 'serverIssue': the server could not end its session; the user is signed out locally anyway. */
export type SignOutResult = 'signedOut' | 'serverIssue';

export async function requestSignOut(): Promise<SignOutResult> {
  try {
    // The refresh cookie (the wrapper: its kept token) identifies the session to end; the server also clears the cookie.
    await callApi(endpoints.signOut, { body: await transport().refreshBody?.(), bearer: false });
    return 'signedOut';
  } catch (error) {
    // The session is already gone on the server: that is what signing out wanted (spec §8).
    const alreadyGone = error instanceof ApiError && (error.status === 401 || error.status === 404);
    return alreadyGone ? 'signedOut' : 'serverIssue';
  }
}
