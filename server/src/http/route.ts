import type { Endpoint } from '@mithaq/contract/endpoints/define';
import type { ServerMessageKey } from '@mithaq/contract/messages';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The refusals the route's endpoint declares (contract/src/endpoints/); absent on a route outside the table. */
    endpointErrors?: readonly ServerMessageKey[];
  }
}

type ZodApi = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

type Part<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;
type StatusOf<E> = (E extends { status: infer S extends number } ? S : 200) | (E extends { alsoAnswers: readonly (infer A extends number)[] } ? A : never);

/** An endpoint's schemas in Fastify's shape, so the zod type provider types request and reply from them. */
interface EndpointSchema<E extends Endpoint> extends FastifySchema {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  headers: Part<E, 'headers'>;
  response: Record<StatusOf<E>, E['response']>;
}

type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** What a route may add to its endpoint: hooks, limits, config (never its path or schemas). */
type RouteExtras = Omit<RouteShorthandOptions, 'schema'>;

/** The Fastify schema of an endpoint of the contract's table; only the parts it has. */
function endpointSchema(endpoint: Endpoint): FastifySchema {
  const statuses = [endpoint.status ?? 200, ...(endpoint.alsoAnswers ?? [])];
  const schema: FastifySchema = { response: Object.fromEntries(statuses.map((status) => [status, endpoint.response])) };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.headers) schema.headers = endpoint.headers;
  return schema;
}

/**
 * Registers a route from its endpoint in contract/src/endpoints/: method, path and schemas come
 * from the table (and so does OpenAPI, server/src/http/openapi.ts), the handler gets
 * request.params/query/body/headers and its answer typed by them. The endpoint's `errors` ride in
 * the route's config, for the error handler's check (server/src/http/error-handler.ts).
 */
export function route<const E extends Endpoint>(api: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, extras: RouteExtras = {}): void {
  (api as ZodApi).route({
    ...extras,
    config: { ...extras.config, endpointErrors: endpoint.errors },
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint),
    handler: handler as RouteHandlerMethod,
  });
}
