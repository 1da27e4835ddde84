import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 10,000 most used passwords (zxcvbn's list, most frequent first) that pass the length
 * rule; anything shorter is already refused. Built once, on first use.
 */
const LIST_SIZE = 10_000;
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (dictionary['passwords-common'] as string[]).filter((p) => p.length >= 6).slice(0, LIST_SIZE),
  );
  return common.has(password.toLowerCase());
}
