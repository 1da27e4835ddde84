import { sql, type SQL } from 'drizzle-orm';

/**
 * The SQL types a stored function takes (as its CREATE FUNCTION in <feature>/sql/<name>.sql writes
 * them), and the value a caller passes for each.
 */
interface SqlValues {
  uuid: string;
  'uuid[]': string[];
  text: string;
  'text[]': string[];
  boolean: boolean;
  int: number;
  'int[]': number[];
  bigint: number;
  timestamptz: Date;
  jsonb: object;
}

/** A function parameter's type; `type?` when the caller may pass null. */
type SqlType = keyof SqlValues | `${keyof SqlValues}?`;

type ValueOf<T extends SqlType> = T extends `${infer Base extends keyof SqlValues}?`
  ? SqlValues[Base] | null
  : T extends keyof SqlValues
    ? SqlValues[T]
    : never;

/** A definition's arguments: camelCase name → SQL type, in the function's parameter order. */
export type ArgTypes = Record<string, SqlType>;

/** What the caller passes: every named argument, each with its type's value. */
export type ArgsOf<S extends ArgTypes> = { [K in keyof S]: ValueOf<S[K]> };

/** The function's parameter for an argument: `requestHash` → `p_request_hash` (the migrations' naming). */
const sqlParameterName = (name: string) => `p_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

interface Parameter {
  key: string;
  sqlName: string;
  cast: string;
  /** The value as the driver takes it: a timestamp as ISO text, jsonb as its JSON text (an array is not a SQL array). */
  encode: (value: unknown) => unknown;
}

const asIs = (value: unknown) => value;
const encoders: Partial<Record<keyof SqlValues, (value: unknown) => unknown>> = {
  timestamptz: (value) => (value === null ? null : (value as Date).toISOString()),
  jsonb: (value) => (value === null ? null : JSON.stringify(value)),
};

/** The arguments in order, each with its parameter name, cast and encoding (worked out once per definition). */
export function parametersOf(types: ArgTypes): Parameter[] {
  return Object.entries(types).map(([key, type]) => {
    const base = type.replace(/\?$/, '') as keyof SqlValues;
    return { key, sqlName: sqlParameterName(key), cast: base, encode: encoders[base] ?? asIs };
  });
}

/** `select fn(p_a => $1::uuid, …) as result`: named notation, one fixed text per function (prepared once per connection). */
export function statementText(fn: string, parameters: Parameter[]) {
  const named = parameters.map((p, i) => `${p.sqlName} => $${i + 1}::${p.cast}`);
  return `select ${fn}(${named.join(', ')}) as result`;
}

/**
 * The same statement for a caller's transaction (drizzle binds the values there). Each value is one
 * parameter (sql.param): drizzle would spread a bare array (uuid[], int[]) into a list.
 */
export function statementIn(fn: string, parameters: Parameter[], values: unknown[]): SQL {
  const named = parameters.map((p, i) => sql`${sql.raw(p.sqlName)} => ${sql.param(values[i])}::${sql.raw(p.cast)}`);
  return sql`select ${sql.raw(fn)}(${sql.join(named, sql`, `)}) as result`;
}

/** The statement's values, in parameter order. */
export function valuesOf(parameters: Parameter[], args: Record<string, unknown>): unknown[] {
  const values = new Array<unknown>(parameters.length);
  for (let i = 0; i < parameters.length; i++) values[i] = parameters[i]!.encode(args[parameters[i]!.key]);
  return values;
}
