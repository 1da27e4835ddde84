import type { z } from 'zod';
import { type DomainError } from '../../errors';
import type { DomainEvent } from '../../events';
import { afterCommit, publishCommitted } from '../after-commit';
import type { EventBus } from '../bus';
import { queryRows, type Database, type Queryable } from './connect';
import { parametersOf, statementIn, statementText, valuesOf, type ArgsOf, type ArgTypes } from './procedure-args';

export type { ArgsOf } from './procedure-args';

/**
 * The hot paths' stored functions (their files: <feature>/sql/<name>.sql, applied by the migrator): each
 * operation is one statement, so one round trip and its own transaction. A function says no by
 * raising SQLSTATE MQ000 with a reason (and a value such as a name in the detail); the caller maps
 * each reason to the contract's message.
 */
const REFUSAL_SQLSTATE = 'MQ000';

/** How a service turns a function's refusal into its DomainError (the detail carries a name, say; the call's arguments may choose the message). */
export type Refusals<A = unknown> = Record<string, (detail: string, args: A) => DomainError>;

interface Definition<S extends ArgTypes, Answer extends z.ZodType, Context> {
  /** The function's parameters, named as in SQL without `p_` and in camelCase, in their order. */
  args: S;
  /** The function's jsonb answer; one that does not parse is a bug, and throws. */
  answer: Answer;
  refusals: Refusals<ArgsOf<S>>;
  /** What the answer implies for sockets and the outbox, published once the call has committed, in this order. */
  events: (answer: z.infer<Answer>, args: ArgsOf<S>, context: Context) => DomainEvent[];
}

type Deps = { database: Database; bus: EventBus<DomainEvent> };

export interface Procedure<S extends ArgTypes, Answer extends z.ZodType, Context> {
  readonly name: string;
  /** The function's parameters as the statement names and casts them (server/test/platform/procedures.test.ts checks them against the database). */
  readonly parameters: readonly { sqlName: string; cast: string }[];
  /** The prepared statement's text, and its values for these arguments (the payments bench's floor runs them bare). */
  readonly text: string;
  values(args: ArgsOf<S>): unknown[];
  /** One statement on its own (autocommit), then its events: the hot paths' call. */
  call(deps: Deps, args: ArgsOf<S>, context: Context): Promise<z.infer<Answer>>;
  /** Within a transaction opened by inTransaction (platform/after-commit.ts), whose commit publishes the events. */
  callIn(tx: Queryable, args: ArgsOf<S>, context: Context): Promise<z.infer<Answer>>;
}

/**
 * A stored function as TypeScript calls it: named arguments, the answer parsed, refusals mapped,
 * and the events its answer implies published after the commit by the call itself, so no service
 * can forget or misplace them. `Context` is what the events need beyond the arguments (a socket).
 */
export function defineProcedure<S extends ArgTypes, Answer extends z.ZodType, Context = void>(
  name: string,
  definition: Definition<S, Answer, Context>,
): Procedure<S, Answer, Context> {
  const parameters = parametersOf(definition.args);
  const text = statementText(name, parameters);
  const values = (args: ArgsOf<S>) => valuesOf(parameters, args);
  const refused = (error: unknown, args: ArgsOf<S>): never => mapRefusal(error, definition.refusals, args);
  return {
    name,
    parameters,
    text,
    values,
    async call(deps, args, context) {
      const rows = await deps.database.run<{ result: unknown }>(name, text, values(args)).catch((error: unknown) => refused(error, args));
      const answer: z.infer<Answer> = definition.answer.parse(rows[0]!.result);
      await publishCommitted(deps, definition.events(answer, args, context));
      return answer;
    },
    async callIn(tx, args, context) {
      const rows = await queryRows<{ result: unknown }>(tx, statementIn(name, parameters, values(args))).catch((error: unknown) => refused(error, args));
      const answer: z.infer<Answer> = definition.answer.parse(rows[0]!.result);
      for (const event of definition.events(answer, args, context)) afterCommit(tx, event);
      return answer;
    },
  };
}

interface DatabaseErrorShape {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The reason and detail of a function's refusal (also when a query builder wrapped the error), else null. */
export function refusalOf(error: unknown): { reason: string; detail: string } | null {
  for (let e = error as DatabaseErrorShape | undefined, depth = 0; e && depth < 3; e = e.cause as DatabaseErrorShape, depth++) {
    if (e.code === REFUSAL_SQLSTATE) return { reason: String(e.message), detail: typeof e.detail === 'string' ? e.detail : '' };
  }
  return null;
}

/** Rethrows a function's refusal as the service's DomainError; anything else (a bug, a lost connection) as it was. */
function mapRefusal<A>(error: unknown, refusals: Refusals<A>, args: A): never {
  const refusal = refusalOf(error);
  const toError = refusal && refusals[refusal.reason];
  if (toError) throw toError(refusal.detail, args);
  throw error;
}
