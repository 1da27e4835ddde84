import { characterClass, unitsAt } from './chars';

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

export function foldLetters(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').replace(FOLDED, (letter) => LETTERS[letter]!);
}

/**
 * Printable ASCII with single spaces (most messages in Latin-script languages): only lowercasing
 * to do. A loop, not an expression, so a busy server pays little for the common case.
 */
function isPlain(text: string) {
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 32) {
      if (space) return false;
      space = true;
    } else if (unit < 32 || unit > 126) return false;
    else space = false;
  }
  return true;
}

const isDropped = characterClass(new RegExp(MARKS.source, 'u'));
const isSpace = characterClass(/\s/u);
const foldedUnit = new Map(Object.entries(LETTERS).map(([letter, folded]) => [letter.charCodeAt(0), folded]));

/**
 * What `foldLetters` and the rest do, in one loop over the decomposed text (the expressions are
 * for the patterns, read once): marks dropped, letters and digits folded, spaces made one.
 */
export function normalizeMessage(text: string): string {
  if (isPlain(text)) return text.toLowerCase();
  const decomposed = text.toLowerCase().normalize('NFKD');
  let folded = '';
  let kept = 0;
  let space = false;
  for (let i = 0; i < decomposed.length; i += unitsAt(decomposed, i)) {
    const unit = decomposed.charCodeAt(i);
    let replacement: string | undefined;
    // Marks go first: a mark between two spaces leaves them a run.
    if (isDropped(decomposed, i)) replacement = '';
    else if (isSpace(decomposed, i)) {
      if (space) replacement = '';
      else if (unit !== 32) replacement = ' ';
      space = true;
    } else {
      space = false;
      if ((unit >= 0x660 && unit <= 0x669) || (unit >= 0x6f0 && unit <= 0x6f9)) replacement = String((unit & 0xf) % 10);
      else replacement = foldedUnit.get(unit);
    }
    if (replacement !== undefined) {
      folded += decomposed.slice(kept, i) + replacement;
      kept = i + unitsAt(decomposed, i);
    }
  }
  return kept === 0 ? decomposed : folded + decomposed.slice(kept);
}
