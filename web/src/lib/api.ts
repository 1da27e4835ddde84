/**
 * Small client for our own JSON API. The access token lives only in this module's memory (never in
 * storage) so a script injected into the page cannot read it from localStorage; the refresh token is
 * an HttpOnly cookie the browser sends by itself.
 */

let accessToken: string | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** An API failure with the server's machine-readable code and human message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiFetchOptions extends Omit<RequestInit, 'body'> {
  /** Serialised as the JSON request body. */
  json?: unknown;
}

function buildHeaders(options: ApiFetchOptions): Headers {
  const headers = new Headers(options.headers);
  // The server rejects cookie-authenticated writes without this header (a cheap CSRF guard).
  headers.set('X-Requested-With', 'mithaq');
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  if (accessToken && !headers.has('Authorization')) {
    headers.set('Authorization', `Bearer ${accessToken}`);
  }
  return headers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns the server's `{ error: { code, message } }` shape (or anything else) into an ApiError. */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError(status, error.code, error.message);
  }
  return new ApiError(status, 'http_error', fallbackMessage);
}

/** Fetches `path` and returns its parsed JSON body; throws ApiError on network or HTTP failure. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { json, ...init } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'include',
      headers: buildHeaders(options),
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(0, 'network_error', message);
  }
  const body = await readJson(response);
  if (!response.ok) {
    throw toApiError(response.status, body, response.statusText || `HTTP ${response.status}`);
  }
  return body as T;
}
