/** The first problem a schema found, and the field it belongs to (if any). */
export interface FormError {
  message: string;
  field?: string;
}

interface Issue {
  message: string;
  path: readonly PropertyKey[];
}

/** The part of a zod schema forms need; the contract's schemas satisfy it. */
export interface FormSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export type Validation<T> = { ok: true; data: T } | { ok: false; error: FormError };

/** Runs the shared contract schema, so the form shows the very message the server would send. */
export function validateForm<T>(schema: FormSchema<T>, values: unknown): Validation<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const [issue] = parsed.error.issues;
  const field = issue?.path[0];
  return {
    ok: false,
    error: { message: issue?.message ?? '', field: typeof field === 'string' ? field : undefined },
  };
}
