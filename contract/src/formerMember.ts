/**
 * A stored text's values (a notification's, a ledger wording's) name the other member as `name`.
 * When the retention job anonymises that member it removes the value (server
 * account/retention-repo.ts, and migration 0060 for rows it changed before), so each reader's
 * own language says who it was: "Former member". Every place that says such a text fills it here.
 */
export function namingFormerMember<P extends object>(params: P | null | undefined, formerMember: string): P & { name: string } {
  return { name: formerMember, ...params } as P & { name: string };
}
