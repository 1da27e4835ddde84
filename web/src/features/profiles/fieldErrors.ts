/**
 * Field path ('name', 'location.city', ...) → the contract's message for it. Messages stay in the
 * contract's words and are translated where they are shown.
 */
export type FieldErrors = Record<string, string>;

interface Issue {
  message: string;
  path: readonly PropertyKey[];
}

/** The first message per field path of a schema's issues, with `prefix` in front of each path. */
export function collectIssues(issues: readonly Issue[], prefix: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = [...prefix, ...issue.path.map(String)].join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** `errors` without those of `fields` and their nested paths ('location' clears 'location.city'). */
export function withoutErrorsFor(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  const keep = Object.entries(errors).filter(([key]) => !fields.some((field) => key === field || key.startsWith(`${field}.`)));
  return keep.length === Object.keys(errors).length ? errors : Object.fromEntries(keep);
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
