import type { z } from 'zod';
import type { ServerMessageKey } from '../messages';

/**
 * One HTTP endpoint of the API, named once: the server registers its route from it
 * (server/src/http/route.ts) and the web calls it through web/src/lib/callApi.ts. Only types and
 * two small functions here, so a feature's table (contract/src/endpoints/<feature>.ts) costs the web
 * no more than the schemas it already imports.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's form: `:name` for each path parameter, each one named by `params`. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The success status the server answers with (200 unless said). */
  status?: 200 | 201 | 204;
  response: z.ZodType;
  /** Other statuses answered with the same schema (health's 503: the same report, not an error). */
  alsoAnswers?: readonly 503[];
  /**
   * The registry keys (contract/src/messageTexts.ts) of the refusals its handler may answer, beside
   * those every endpoint may (`everyEndpointMayAnswer`) and its schemas' own validation texts. Empty
   * when it refuses nothing else. In tests the server answers 500 to a refusal not listed here
   * (server/src/http/error-handler.ts), so the list cannot fall behind the services.
   */
  errors: readonly ServerMessageKey[];
  /**
   * Set when the web cannot call it through callApi (a multipart upload, a streamed download):
   * why, and which hand-written call does instead. The server still registers it from here.
   */
  webCallsDirectly?: string;
}

/**
 * Refusals any endpoint may answer, so none lists them: the HTTP layer's own (the `server` area),
 * an expired or missing session and the write rate limit (server/src/http/authenticate.ts).
 */
export const everyEndpointMayAnswer: readonly ServerMessageKey[] = ['auth.sessionExpired', 'auth.tooManyAttempts'];

/** Whether an endpoint may answer a refusal by this key: it lists it, or every endpoint may. */
export function mayAnswer(endpoint: Pick<Endpoint, 'errors'>, key: ServerMessageKey): boolean {
  return key.startsWith('server.') || everyEndpointMayAnswer.includes(key) || endpoint.errors.includes(key);
}

/** Keeps the literal types of an endpoint (its path, its schemas) for both sides' inference. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The names of a path's `:params`: '/api/matches/:id/pay' → 'id'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:params` of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/** The path with each `:param` replaced by its value, URI-encoded; a missing value is a caller's bug. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from a query object: undefined values are left out, arrays repeat the name; '' when empty. */
export function queryString(query: Readonly<Record<string, unknown>> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
