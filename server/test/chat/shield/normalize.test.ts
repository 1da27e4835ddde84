import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../../../src/features/chat/shield/normalize';

/**
 * normalizeMessage is one loop over the decomposed text (normalize.ts); this is what it must equal,
 * written as the expressions it stands for.
 */
function byExpressions(text: string) {
  const letters: Record<string, string> = { 'ی': 'ي', 'ى': 'ي', 'ک': 'ك', 'ہ': 'ه', 'ۃ': 'ة', 'ı': 'i', '’': "'", '‘': "'", 'ʼ': "'" };
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\p{M}\u0640\u200b-\u200f\u2060\ufeff]/gu, '')
    .replace(/[یىکہۃı’‘ʼ]/g, (letter) => letters[letter]!)
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .replace(/\s+/g, ' ');
}

// Characters the loop treats each its own way: spaces of every kind, marks, joiners, folded
// letters, Eastern digits, accents, full-width and presentation forms, a pair outside the basic plane.
const POOL = [
  'a', 'Z', '7', ' ', '  ', '\t', '\n', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u200b', '\u0640', 'é', 'İ', 'ı', 'Ş',
  '\u0301', '\u064e', '\u0670', 'أ', 'إ', 'آ', 'ی', 'ک', 'ہ', 'ۃ', 'ى', '٣', '۷', '’', 'ʼ', 'Ｗ', 'ﻻ', 'ﷲ', '😀', '\ud834\udd65', '@', '.', '-',
];

describe('normalizing a message for the scam shield', () => {
  it.each([
    ['Hello  World', 'hello world'],
    ['ＷｈａｔｓＡｐｐ', 'whatsapp'],
    ['أنا على الواتساب', 'انا علي الواتساب'],
    ['٠٧٧٠٠ ۹۰۰ ١٢٣', '07700 900 123'],
    ['infirmière\u00a0à Lyon', 'infirmiere a lyon'],
    ['kahvaltı  yapıyoruz', 'kahvalti yapiyoruz'],
    ['a \u200b b', 'a b'],
  ])('%j → %j', (text, normal) => {
    expect(normalizeMessage(text)).toBe(normal);
    expect(byExpressions(text)).toBe(normal);
  });

  it('equals the expressions it stands for on 5,000 random messages', () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let n = 0; n < 5000; n++) {
      let text = '';
      for (let length = Math.floor(random() * 12); length > 0; length--) text += POOL[Math.floor(random() * POOL.length)];
      expect(normalizeMessage(text), JSON.stringify(text)).toBe(byExpressions(text));
    }
  });
});
