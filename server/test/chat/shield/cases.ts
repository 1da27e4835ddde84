import { expect, it } from 'vitest';
import { detectFlags, type ShieldFlag } from '../../../src/features/chat/shield/detect';

/** Each text read by the detector gives exactly these flags (a language's true and false positives). */
export function flagsOf(cases: [text: string, flags: ShieldFlag[]][]) {
  it.each(cases)('%s → %j', (text, flags) => {
    expect(detectFlags(text)).toEqual(flags);
  });
}
