import { CLIENT_HEADER } from '@mithaq/contract/headers';
import { apiUrl } from './platform';
import { transport } from './transport';

/** The bare HTTP layer for our own JSON API: one request, no retries, no token bookkeeping. */

/** The values of a server message's `{{param}}` placeholders (a file name, a count). */
export type MessageParams = Record<string, string | number>;

/**
 * An API failure with the server's machine-readable code and human message, and the message's
 * registry key and values when the server sent them (serverText translates from those).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly key?: string,
    readonly params?: MessageParams,
  ) {
    super(message);
  }
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Serialised as the JSON request body. */
  json?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function buildHeaders(options: RequestOptions, bearerToken: string | null): Headers {
  const headers = new Headers(options.headers);
  // The server rejects cookie-authenticated writes without this header (a cheap CSRF guard).
  headers.set('X-Requested-With', 'mithaq');
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  // The wrapper's sessions carry the refresh token in the body, never in a cookie (DESIGN §5).
  const client = transport().client;
  if (client) headers.set(CLIENT_HEADER, client);
  if (bearerToken && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${bearerToken}`);
  return headers;
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

/** Only string or number values: anything else in `params` is not the contract's and is dropped. */
function paramsOf(value: unknown): MessageParams | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]));
  return Object.fromEntries(entries);
}

/** Turns the server's `{ error: { code, message, key?, params? } }` shape (or anything else) into an ApiError. */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string' && typeof error.message === 'string') {
    const key = typeof error.key === 'string' ? error.key : undefined;
    return new ApiError(status, error.code, error.message, key, paramsOf(error.params));
  }
  return new ApiError(status, 'http_error', fallbackMessage);
}

/** A 2xx answer whose body is not what the contract promises. */
export function invalidResponseError(): ApiError {
  return new ApiError(0, 'invalid_response', 'The server sent an unexpected answer');
}

/** Sends one request (cookies included on the web; none in the wrapper) and returns its parsed JSON body; throws ApiError on failure. */
export async function sendRequest<T>(path: string, options: RequestOptions, bearerToken: string | null): Promise<T> {
  const { json, ...init } = options;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      ...init,
      credentials: transport().credentials,
      headers: buildHeaders(options, bearerToken),
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

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The server's answer checked against its contract schema; anything else is an invalid response. */
export function parseOrThrow<T>(schema: Schema<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidResponseError();
  return parsed.data;
}
