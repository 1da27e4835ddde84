/**
 * The words a regular expression's match must start (or end) with, read from its source: what
 * the scam shield's gate (gate.ts) looks for before it runs a large expression on a message.
 *
 * A lead is a string the first word of a match equals (`words`) or starts with (`prefixes`);
 * read from the end, the last word equals or ends with it (the string is then written backwards);
 * `always` when a match can start without a word. Reading only the syntax the patterns files use
 * (literals, escapes, `[…]`, `(?:…|…)`, `? * + {m,n}`), it over-approximates where it cannot
 * enumerate (a word may go on: a prefix); it throws on anything else, so a pattern it cannot read
 * fails when the module loads, not silently.
 */

export type Atom =
  | { kind: 'char'; char: string }
  | { kind: 'chars'; chars: string[] } // a class of a few literal characters, [- ] or \d
  | { kind: 'any' } // a class it does not enumerate: [^…], [a-z], ., \S
  | { kind: 'group'; alternatives: Item[][] };

export interface Item {
  atom: Atom;
  min: number;
  max: number;
}

export interface Leads {
  words: Set<string>;
  prefixes: Set<string>;
  always: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const SPECIAL = new Set(['(', ')', '[', ']', '{', '}', '?', '*', '+', '|', '.', '^', '$']);
const DIGITS = [...'0123456789'];
/** Expansions beyond this mean a list is written in a way the gate cannot keep small. */
const MOST_LEADS = 20_000;

class Parser {
  private at = 0;
  constructor(private readonly source: string) {}

  parse(): Item[][] {
    const alternatives = this.alternatives();
    if (this.at < this.source.length) this.fail('an unmatched )');
    return alternatives;
  }

  private fail(what: string): never {
    throw new Error(`shield leads: ${what} at ${this.at} in /${this.source}/`);
  }

  private alternatives(): Item[][] {
    const alternatives: Item[][] = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at += 1;
      alternatives.push(this.sequence());
    }
    return alternatives;
  }

  private sequence(): Item[] {
    const items: Item[] = [];
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const atom = this.atom();
      items.push({ atom, ...this.quantifier() });
    }
    return items;
  }

  private atom(): Atom {
    const char = this.source[this.at]!;
    this.at += 1;
    if (char === '(') {
      if (this.source.startsWith('?:', this.at)) this.at += 2;
      else if (this.source[this.at] === '?') this.fail('a lookaround or named group');
      const alternatives = this.alternatives();
      if (this.source[this.at] !== ')') this.fail('an unclosed group');
      this.at += 1;
      return { kind: 'group', alternatives };
    }
    if (char === '[') return this.characterClass();
    if (char === '.') return { kind: 'any' };
    if (char === '\\') return this.escape();
    if (SPECIAL.has(char)) this.fail(`a bare ${char}`);
    return { kind: 'char', char };
  }

  private escape(): Atom {
    const char = this.source[this.at];
    if (char === undefined) this.fail('a trailing \\');
    this.at += 1;
    if (char === 'd') return { kind: 'chars', chars: DIGITS };
    if (char === 'n') return { kind: 'char', char: '\n' };
    if (/[a-zA-Z]/.test(char)) return { kind: 'any' }; // \s \S \w \p{…}: classes it does not enumerate
    return { kind: 'char', char };
  }

  private characterClass(): Atom {
    const chars: string[] = [];
    let enumerable = this.source[this.at] !== '^';
    while (this.at < this.source.length && this.source[this.at] !== ']') {
      let char = this.source[this.at]!;
      this.at += 1;
      if (char === '\\') {
        const escaped = this.source[this.at]!;
        this.at += 1;
        if (escaped === 'n') char = '\n';
        else if (/[a-zA-Z]/.test(escaped)) enumerable = false;
        else char = escaped;
      } else if (char === '-' && chars.length > 0 && this.source[this.at] !== ']') enumerable = false; // a range
      chars.push(char);
    }
    if (this.source[this.at] !== ']') this.fail('an unclosed [');
    this.at += 1;
    return enumerable ? { kind: 'chars', chars } : { kind: 'any' };
  }

  private quantifier(): { min: number; max: number } {
    const char = this.source[this.at];
    let bounds = { min: 1, max: 1 };
    if (char === '?') bounds = { min: 0, max: 1 };
    else if (char === '*') bounds = { min: 0, max: Infinity };
    else if (char === '+') bounds = { min: 1, max: Infinity };
    else if (char === '{') {
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!braces) this.fail('a malformed {m,n}');
      this.at += braces[0].length;
      const min = Number(braces[1]);
      return this.lazy({ min, max: braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : Infinity });
    } else return bounds;
    this.at += 1;
    return this.lazy(bounds);
  }

  private lazy(bounds: { min: number; max: number }) {
    if (this.source[this.at] === '?') this.at += 1;
    return bounds;
  }
}

/** What is left to read after an item: the rest of its sequence, then the rest around its group. */
interface Rest {
  items: Item[];
  index: number;
  outer: Rest | null;
}

/** A source as alternatives of items (the syntax above only). */
export const parseSource = (source: string): Item[][] => new Parser(source).parse();

/** The same expression read backwards: each sequence reversed, in every group. */
function reversed(alternatives: Item[][]): Item[][] {
  return alternatives.map((items) =>
    items.map((item) => (item.atom.kind === 'group' ? { ...item, atom: { kind: 'group' as const, alternatives: reversed(item.atom.alternatives) } } : item)).reverse(),
  );
}

/** The leads of a source (without the word boundaries around it), from its start or its end. */
export function leadsOf(source: string, from: 'start' | 'end' = 'start'): Leads {
  const leads: Leads = { words: new Set(), prefixes: new Set(), always: false };
  const count = () => leads.words.size + leads.prefixes.size;
  const ended = (prefix: string) => {
    if (prefix === '') leads.always = true;
    else leads.words.add(prefix);
  };
  const open = (prefix: string) => {
    if (prefix === '') leads.always = true;
    else leads.prefixes.add(prefix);
  };

  const walk = (rest: Rest | null, prefix: string): void => {
    if (leads.always || count() > MOST_LEADS) return;
    if (rest === null) return ended(prefix);
    if (rest.index === rest.items.length) return walk(rest.outer, prefix);
    const item = rest.items[rest.index]!;
    const next: Rest = { ...rest, index: rest.index + 1 };
    if (item.min === 0) walk(next, prefix);
    if (item.max === 0) return;
    const { atom } = item;
    if (atom.kind === 'group') {
      if (item.max > 1) throw new Error(`shield leads: a repeated group in a word list (${prefix}…)`);
      for (const alternative of atom.alternatives) walk({ items: alternative, index: 0, outer: next }, prefix);
      return;
    }
    if (atom.kind === 'any') return open(prefix);
    for (const char of atom.kind === 'char' ? [atom.char] : atom.chars) {
      // A character outside words ends the first word; a repeated one may go on, unread.
      if (!WORD_CHAR.test(char)) ended(prefix);
      else if (item.max > 1) open(prefix + char);
      else walk(next, prefix + char);
    }
  };
  const parsed = parseSource(source);
  for (const alternative of from === 'start' ? parsed : reversed(parsed)) walk({ items: alternative, index: 0, outer: null }, '');
  if (count() > MOST_LEADS) throw new Error(`shield leads: more than ${MOST_LEADS} first words in /${source.slice(0, 80)}…/`);
  return leads;
}
