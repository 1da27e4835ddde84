import { fillPath, queryString, type Endpoint } from '@mithaq/contract/endpoints/define';
import type { z } from 'zod';
import { apiFetch, type ApiFetchOptions } from './api';
import { parseOrThrow } from './http';

type InputOf<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : undefined;

/** A required slot for what the endpoint needs, an optional one when every field is optional, none when it takes nothing. */
type Slot<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : Record<string, never> extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a call of `E` sends, typed by the contract's table: a wrong params/query/body/headers shape does not compile. */
export type CallInput<E extends Endpoint> = Slot<'params', InputOf<E, 'params'>> &
  Slot<'query', InputOf<E, 'query'>> &
  Slot<'body', InputOf<E, 'body'>> &
  Slot<'headers', InputOf<E, 'headers'>> &
  Pick<ApiFetchOptions, 'bearer' | 'signal'>;

type CallArgs<E extends Endpoint> = Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls one endpoint of contract/src/endpoints/<feature>.ts: the path built from its `:params`
 * (URI-encoded) and query, the JSON body sent, the answer parsed by its response schema (anything
 * else is invalidResponseError). Errors, the token and the 401 refresh are apiFetch's.
 */
export async function callApi<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<z.output<E['response']>> {
  const { params, query, body, headers, ...options } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
  } & Pick<ApiFetchOptions, 'bearer' | 'signal'>;
  const path = fillPath(endpoint.path, params) + queryString(query);
  const answer = await apiFetch<unknown>(path, { ...options, method: endpoint.method, json: body, ...(headers && { headers }) });
  // The table keeps each schema's literal type, so its output is the answer's type.
  return parseOrThrow(endpoint.response as z.ZodType<z.output<E['response']>>, answer);
}
