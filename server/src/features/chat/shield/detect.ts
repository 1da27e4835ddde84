import { createGate } from './gate';
import { foldLetters, normalizeMessage } from './normalize';
import { ar } from './patterns/ar';
import { en } from './patterns/en';
import { fr } from './patterns/fr';
import { id } from './patterns/id';
import { ms } from './patterns/ms';
import { tr } from './patterns/tr';
import type { ShieldPatterns } from './patterns/types';
import { ur } from './patterns/ur';

/**
 * The scam shield's detector: which of 'contact' (a way to talk outside Mithaq: a phone number,
 * an e-mail address, a link, a messenger or social handle) and 'money' (asking for money or a way
 * to send it) a message holds. Every language's patterns apply to every message (members mix
 * languages and scripts). Everything is compiled once, when this module loads; a message is
 * normalised once (normalize.ts) and read once by the gate (gate.ts), which says which of the
 * regular expressions could match it: ordinary talk runs none of them. The gate matters on a
 * busy server, where a large expression's compiled code has gone cold between two messages (it
 * cost ~20 µs a message there against ~5 µs in a loop; measured with the chat bench).
 */
export type ShieldFlag = 'contact' | 'money';

const languages: readonly ShieldPatterns[] = [en, ar, fr, id, ms, tr, ur];

// A word boundary that works for every script (\b only knows ASCII letters).
const START = '(?<![\\p{L}\\p{N}_])';
// At the end: either the match already ended on a non-word character, or no word character follows.
const END = '(?:(?<![\\p{L}\\p{N}_])|(?![\\p{L}\\p{N}_]))';
// Arabic attaches "and", "so", "with", "to", "on" and the article to a name: واتس, الواتس, عالواتس, بالسناب.
const ARABIC_PREFIX = '(?:[وفبلع]?ال|[وفبلع])?';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Literal words as one alternation, longest first (so "snap chat" wins over "snap"); a space may be left out. */
const words = (list: Iterable<string>) =>
  [...new Set([...list].map(foldLetters))]
    .sort((a, b) => b.length - a.length)
    .map((word) => escape(word).replace(/ /g, ' ?'))
    .join('|');
const sources = (pick: (patterns: ShieldPatterns) => readonly string[]) =>
  [...new Set(languages.flatMap(pick).map(foldLetters))].join('|');
const compile = (source: string, flags = 'u') => new RegExp(source, flags);

const digitOf = new Map(languages.flatMap((patterns) => patterns.digits.flatMap((list, digit) => list.map((word) => [foldLetters(word), String(digit)] as const))));
const DIGIT_WORD = compile(`${START}(?:${words(digitOf.keys())})${END}`, 'gu');

// 7 or more digits in a run that only one dot, or one or two spaces, dashes and parentheses break,
// maybe after a +; not inside a word (an IBAN or a reference like GB33BUKB2020… is no phone
// number), and not across a sentence's end ("born in 1998. (114 …" is two numbers).
const PHONE_RUN = /(?<![\p{L}\p{N}])\+?\(?\d(?:(?:\.|[ \-()]{1,2})?\d){6,}/gu;
const DAY_MONTH_YEAR = /^\d{1,2}\D+\d{1,2}\D+(?:\d{2}|\d{4})$/;
const YEAR_MONTH_DAY = /^\d{4}\D+\d{1,2}\D+\d{1,2}$/;
const ONLY_YEARS = /^(?:(?:19|20)\d\d\D*)+$/;
// An amount written in groups of thousands ("1 200 000 dinars", "$ 2.500.000"), not a number to call.
const THOUSANDS = /^[1-9]\d{0,2}(?:[ .]\d{3})+$/;
const CURRENCY_AFTER = /^ ?(?:[$€£]|dinars?|dirhams?|dh|euros?|eur|dollars?|usd|pounds?|gbp|riyals?|sar|rupees?|rs|pkr|lira|tl|ringgit|rm|rupiah|rp|dzd|mad|egp|aed|jod)(?![\p{L}])/u;
const CURRENCY_BEFORE = /(?:[$€£]|rs|rm|rp|tl) ?$/;

// Arabic-script names may carry Arabic's attached prefixes, Latin-script ones the endings some
// languages attach ("instagramdan"); never both, so the gate's first words stay a few thousand.
const arabicScript = (name: string) => /[\u0600-\u06ff]/.test(name);
const allNames = languages.flatMap((patterns) => patterns.messengers);
const ARABIC_NAME = `${ARABIC_PREFIX}(?:${words(allNames.filter(arabicScript))})`;
const LATIN_NAME = `(?:${words(allNames.filter((name) => !arabicScript(name)))})`;
const NAME = `(?:${ARABIC_NAME}|${LATIN_NAME})`;
// An app named anywhere ("was" is not "wa"); the cues around a name are read only then.
const ANY_NAME_SOURCE = `(?:${ARABIC_NAME}|${LATIN_NAME}(?:${sources((p) => p.nameEndings ?? [])})?)`;
const ANY_NAME = compile(`${START}${ANY_NAME_SOURCE}${END}`);
const MESSENGER = compile(
  [
    `${START}(?:${sources((p) => p.reachBefore)}) ?${NAME}${END}`,
    `${START}${NAME} ?(?:${sources((p) => p.reachAfter)})${END}`,
    `${START}(?:${sources((p) => p.possessive)}) ${NAME} ?(?:${sources((p) => p.possessiveAfter)})${END}`,
  ].join('|'),
);
const HANDLE = /(?<![\p{L}\p{N}_.@])@[a-z0-9_][a-z0-9_.]{2,29}/u;

const TLDS = ['com', 'net', 'org', 'info', 'biz', 'io', 'co', 'app', 'xyz', 'online', 'site', 'link', 'top', 'shop', 'club', 'live', 'ly', 'gl', 'gg', 'tv', 'ru', 'uk', 'au', 'fr', 'tr', 'pk', 'ae', 'eg', 'dz', 'tn', 'qa', 'kw', 'jo', 'lb', 'iq', 'ps'];
// Each alternative starts on a fixed character ('h', 'w', '.'), so the scan skips ahead quickly:
// a domain is found at its dot, with a letter or digit before it.
const LINK = compile(
  `https?://|www\\.|(?<=(?:^|[^\\p{L}\\p{N}_])(?:wa|t))\\.me/|(?<=[a-z0-9])\\.(?:[a-z0-9-]{1,63}\\.)*(?:${TLDS.join('|')})(?:/\\S*)?${END}`,
);
// Starts only where a run of address characters starts: a long run is read once, not from each of its letters.
const EMAIL = /(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
// Found at its "at" (after two address characters), not tried from every word of the message.
const AT_WORD = words(languages.flatMap((p) => p.emailAt));
const DOT_WORD = words(languages.flatMap((p) => p.emailDot));
const SPELLED_TLDS = ['com', 'net', 'org', 'fr', 'co', 'tr', 'pk', 'uk', 'io', 'info'];
const SPELLED_EMAIL = compile(
  `(?<=[a-z0-9._+-]{2})(?: ?@ ?| ?[\\[(] ?(?:${AT_WORD}) ?[\\])] ?| (?:${AT_WORD}) )` +
    `[a-z0-9-]{2,}(?: ?[\\[(] ?(?:${DOT_WORD}) ?[\\])] ?| (?:${DOT_WORD}) )(?:${SPELLED_TLDS.join('|')})${END}`,
);

// One expression a language: the gate says which languages' to run (most often none, else one).
const MONEY = languages.map((patterns) => {
  const list = [...new Set(patterns.money.map(foldLetters))];
  return { sources: list, expression: compile(`${START}(?:${list.join('|')})${END}`) };
});

/** The expressions the gate stands in front of, by list (its tests check it never misses one of theirs). */
export const gatedSources = { money: MONEY.flatMap((language) => language.sources), name: [ANY_NAME_SOURCE] };
/** A source as the detector compiles it, between word boundaries. */
export const betweenWordBoundaries = (source: string) => compile(`${START}(?:${source})${END}`);

const moneyList = (index: number) => `money${index}` as const;
/** Which expressions a message's words could start or end a match of (money, by language), and its digits. */
const gate = createGate<'name' | 'digitWord' | 'tld' | 'spelledTld' | `money${number}`>({
  ...Object.fromEntries(MONEY.map(({ sources }, index) => [moneyList(index), { sources }])),
  name: { sources: gatedSources.name },
  digitWord: { words: digitOf.keys() },
  tld: { words: TLDS },
  spelledTld: { words: SPELLED_TLDS },
});
for (const word of digitOf.keys()) if (/[^\p{L}\p{N}_]/u.test(word)) throw new Error(`shield: a spelled digit is one word, not "${word}"`);

interface WordsFound {
  money: boolean;
  name: boolean;
  /** Spelled-out digits ("seven") and numerals: a phone number has seven or more. */
  digits: number;
  digitWord: boolean;
  link: boolean;
  spelledEmail: boolean;
}

function readWords(text: string): WordsFound {
  const reading = gate(text);
  return {
    money: MONEY.some(({ expression }, index) => reading[moneyList(index)]! > 0 && expression.test(text)),
    name: reading.name > 0 && ANY_NAME.test(text),
    digits: reading.digits + reading.digitWord,
    digitWord: reading.digitWord > 0,
    link: reading.tld > 0 || text.includes('://') || text.includes('www.') || text.includes('.me/'),
    spelledEmail: reading.spelledTld > 0,
  };
}

/** True for a run of digits that is a date or years ("12.03.2024", "1995 1998"), not a phone number. */
function isDateOrYears(run: string) {
  return DAY_MONTH_YEAR.test(run) || YEAR_MONTH_DAY.test(run) || ONLY_YEARS.test(run);
}

function isAmount(text: string, at: number, run: string) {
  if (!THOUSANDS.test(run)) return false;
  return CURRENCY_AFTER.test(text.slice(at + run.length, at + run.length + 12)) || CURRENCY_BEFORE.test(text.slice(Math.max(0, at - 4), at));
}

function countDigits(run: string) {
  let count = 0;
  for (let i = 0; i < run.length; i++) if (run.charCodeAt(i) >= 48 && run.charCodeAt(i) <= 57) count++;
  return count;
}

function hasPhoneNumber(text: string, found: WordsFound) {
  if (found.digits < 7) return false;
  // Spelled-out digits ("seven seven zero zero 12 34 5") read as numerals; a lone "five" stays a word's worth.
  const digits = found.digitWord ? text.replace(DIGIT_WORD, (word) => digitOf.get(word)!) : text;
  PHONE_RUN.lastIndex = 0;
  for (let run = PHONE_RUN.exec(digits); run; run = PHONE_RUN.exec(digits)) {
    const trimmed = run[0].replace(/\D+$/, '');
    if (countDigits(trimmed) >= 7 && !isDateOrYears(trimmed) && !isAmount(digits, run.index, trimmed)) return true;
  }
  return false;
}

function hasContact(text: string, found: WordsFound) {
  const at = text.includes('@');
  return (
    (found.link && LINK.test(text)) ||
    (at && (EMAIL.test(text) || HANDLE.test(text))) ||
    (found.spelledEmail && SPELLED_EMAIL.test(text)) ||
    (found.name && MESSENGER.test(text)) ||
    hasPhoneNumber(text, found)
  );
}

/** The flags of a message's text, 'contact' before 'money'; empty for ordinary talk. */
export function detectFlags(text: string): ShieldFlag[] {
  const normal = normalizeMessage(text);
  const found = readWords(normal);
  const flags: ShieldFlag[] = [];
  if (hasContact(normal, found)) flags.push('contact');
  if (found.money) flags.push('money');
  return flags;
}

/** What the recipient is warned of: money outweighs contact. */
export function warningOf(flags: readonly string[]): ShieldFlag | null {
  return flags.includes('money') ? 'money' : flags.includes('contact') ? 'contact' : null;
}
