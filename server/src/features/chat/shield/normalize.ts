/**
 * The one pass the scam shield makes over a message before matching it: compatibility forms
 * (NFKD: full-width letters, Arabic presentation forms), no accents, Arabic diacritics, tatweel
 * or invisible joiners, Persian/Urdu letters as Arabic ones, Arabic-Indic and Extended
 * (Persian/Urdu) digits as ASCII, curly apostrophes straight, one space for any run of spaces,
 * lowercase. Patterns are folded with `foldLetters` (everything but lowercasing and spaces,
 * which would change a regular expression's meaning) so they are written as people type.
 */

// Marks (accents, harakat, hamza and madda above/below alef, Urdu marks), tatweel, zero-width characters.
const MARKS = /[\p{M}\u0640\u200b-\u200f\u2060\ufeff]/gu;
const LETTERS: Record<string, string> = { 'ی': 'ي', 'ى': 'ي', 'ک': 'ك', 'ہ': 'ه', 'ۃ': 'ة', 'ı': 'i', '’': "'", '‘': "'", 'ʼ': "'" };
const FOLDED = /[یىکہۃı’‘ʼ]/g;
// ٠-٩ (U+0660–0669) and ۰-۹ (U+06F0–06F9).
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const SPACES = /\s+/g;

const asciiDigit = (digit: string) => String((digit.charCodeAt(0) & 0xf) % 10);

export function foldLetters(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').replace(FOLDED, (letter) => LETTERS[letter]!);
}

// Anything but printable ASCII and spaces.
const NON_ASCII = /[^ -~\s]/;

export function normalizeMessage(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII (most messages in Latin-script languages) has nothing to fold.
  const folded = NON_ASCII.test(lower) ? foldLetters(lower).replace(EASTERN_DIGITS, asciiDigit) : lower;
  return folded.replace(SPACES, ' ');
}
