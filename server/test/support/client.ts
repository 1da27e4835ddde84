import { CLIENT_HEADER, CSRF_HEADER, CSRF_HEADER_VALUE, type AuthSession } from '@mithaq/contract/auth';
import { expect } from 'vitest';
import type { TestServer } from './server';

export interface CallOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  native?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** The refresh cookie the server set, as "name=value" (`__Host-` prefixed over HTTPS), when it set one. */
  setCookie: string | undefined;
}

/** JSON calls the way the web app makes them (custom header, bearer token, cookie). */
export async function call<T = Record<string, unknown>>(
  server: Pick<TestServer, 'fetch'>,
  method: string,
  pathname: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.native) headers[CLIENT_HEADER] = 'native';
  const response = await server.fetch(pathname, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie().find((c) => /^(__Host-)?mithaq_refresh=/.test(c))?.split(';')[0];
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers, setCookie };
}

/** Everything a client sees of an answer but when it was made and its request id (to show that two answers tell nothing apart). */
export function visibleAnswer(result: CallResult) {
  const headers = [...result.headers.entries()].filter(([name]) => name !== 'date' && name !== 'x-request-id');
  return { status: result.status, body: result.body, headers };
}

/** A Set-Cookie header of ours over HTTPS: `__Host-<name>` (Secure, Path=/, no Domain), HttpOnly, SameSite=Strict. */
export function expectHostCookie(header: string | undefined, name: string) {
  expect(header).toMatch(new RegExp(`^__Host-${name}=[^;]+;`));
  expect(header).toMatch(/; Secure/);
  expect(header).toMatch(/; Path=\/(;|$)/);
  expect(header).toMatch(/; HttpOnly/);
  expect(header).toMatch(/; SameSite=Strict/);
  expect(header).not.toMatch(/Domain=/i);
}

export interface SignedIn {
  session: AuthSession;
  cookie: string;
  token: string;
}

export async function signIn(server: Pick<TestServer, 'fetch'>, email: string, password: string): Promise<SignedIn> {
  const result = await call<AuthSession>(server, 'POST', '/api/auth/sign-in', { email, password });
  if (result.status !== 200 || !result.setCookie) throw new Error(`sign-in failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { session: result.body, cookie: result.setCookie, token: result.body.accessToken };
}
