/**
 * The contract's auth module (its zod schemas) on demand: the first pages' scripts do without
 * it, a visitor without a session never needs it, and the sign-in forms load it while the
 * visitor types (AuthPage prefetches it once painted).
 */
export function loadAuthContract() {
  return import('@mithaq/contract/auth');
}
