/** The human-readable message carried by a thrown value, or null when it carries none. */
export function errorMessageOf(error: unknown): string | null {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return null;
}
