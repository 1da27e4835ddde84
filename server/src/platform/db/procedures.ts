import { type DomainError } from '../../errors';
import type { Database } from './connect';

/**
 * The hot paths' stored functions (migration 0017): each operation is one statement, so one
 * round trip and its own transaction. A function says no by raising SQLSTATE MQ000 with a reason
 * (and a value such as a name in the detail); the caller maps each reason to the contract's message.
 */
const REFUSAL_SQLSTATE = 'MQ000';

/** How a service turns a function's refusal into its DomainError (the detail carries a name, say). */
export type Refusals = Record<string, (detail: string) => DomainError>;

export interface Procedure {
  name: string;
  text: string;
}

/** `select fn($1, …, $n) as result`: one fixed text per function, prepared once per connection. */
export function procedure(fn: string, arity: number): Procedure {
  const args = Array.from({ length: arity }, (_, i) => `$${i + 1}`).join(', ');
  return { name: fn, text: `select ${fn}(${args}) as result` };
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
export function mapRefusal(error: unknown, refusals: Refusals): never {
  const refusal = refusalOf(error);
  const toError = refusal && refusals[refusal.reason];
  if (toError) throw toError(refusal.detail);
  throw error;
}

/** Calls `procedure` with `args` on its own (autocommit) and resolves with its jsonb result. */
export async function callProcedure<T>(database: Database, { name, text }: Procedure, args: unknown[], refusals: Refusals): Promise<T> {
  try {
    const [row] = await database.run<{ result: T }>(name, text, args);
    return row!.result;
  } catch (error) {
    return mapRefusal(error, refusals);
  }
}
