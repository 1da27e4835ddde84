import { characterClass, unitsAt } from './chars';
import { leadsOf, type Leads } from './leads';

/**
 * The scam shield's gate: one pass over a message's characters that says which of its word lists
 * could match, so the large expressions run only on the few messages that hold one of their
 * words. It must be cheap where it matters, on a busy server, where everything a message touches
 * was pushed out of the processor's caches by the messages before it: no expressions, no strings
 * made, one small table of hashes (a word's, its first letters', its last letters'), looked up only for
 * the lengths of the leads that start (or end) with the word's first (or last) character.
 *
 * A gate never misses (a list's match holds one of its leads, leads.ts) and may pass a message
 * that does not match (two words with the same hash, a lead that only starts a word); the
 * expression it guards decides.
 */

/** A word list: words matched whole, or expressions whose leads are read from their sources. */
export type GateList = { words: Iterable<string> } | { sources: readonly string[] };

export type GateReading<Name extends string> = Record<Name, number> & {
  /** How many ASCII digits the text holds. */
  digits: number;
};

// Words are runs of letters, digits and _, exactly as the detector's \p{L}\p{N}_ boundaries see them.
const isWordChar = characterClass(/[\p{L}\p{N}_]/u);

// FNV-1a over UTF-16 units; the backward hash starts elsewhere so the two never share a key.
const FORWARD_SEED = 0x811c9dc5 | 0;
const BACKWARD_SEED = 0x9e3779b9 | 0;
const step = (hash: number, unit: number) => Math.imul(hash ^ unit, 16777619);
const hashOf = (text: string, seed: number) => {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = step(hash, text.charCodeAt(i));
  return hash;
};

// Kinds of key: a whole word, a word's first letters, its last letters; a key says its kind, so
// "send" the whole word and "send…" the first letters of one are two keys.
const WHOLE = 0;
const FIRST = 1;
const LAST = 2;
const keyOf = (hash: number, kind: number) => (kind === WHOLE ? hash : Math.imul(hash ^ kind, 0x27d4eb2d));
/** A bit a list in the table's 16. */
const MOST_LISTS = 16;
/** Leads longer than this are cut to it: still a true prefix (or suffix) of the word. */
const LONGEST_PART = 31;

/**
 * Open addressing on a hash's low bits, its high 16 bits kept to tell keys apart: 4 bytes a slot,
 * so the table stays small enough to be found in the caches (a few tens of KB).
 */
class HashTable {
  private readonly marks: Uint16Array;
  private readonly bits: Uint16Array;
  private readonly mask: number;

  constructor(capacity: number) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.marks = new Uint16Array(slots);
    this.bits = new Uint16Array(slots);
    this.mask = slots - 1;
  }

  add(key: number, bit: number) {
    const mark = key >>> 16;
    let slot = key & this.mask;
    while (this.bits[slot] !== 0 && this.marks[slot] !== mark) slot = (slot + 1) & this.mask;
    this.marks[slot] = mark;
    this.bits[slot]! |= bit;
  }

  get(key: number): number {
    const mark = key >>> 16;
    let slot = key & this.mask;
    for (let bits = this.bits[slot]!; bits !== 0; bits = this.bits[slot]!) {
      if (this.marks[slot] === mark) return bits;
      slot = (slot + 1) & this.mask;
    }
    return 0;
  }
}

/** For each character a word may start (or end) with, the lengths of the leads that do (a bit each). */
class LengthsByUnit {
  private readonly ascii = new Int32Array(128);
  private readonly other = new Map<number, number>();

  add(unit: number, length: number) {
    if (unit < 128) this.ascii[unit]! |= 1 << length;
    else this.other.set(unit, (this.other.get(unit) ?? 0) | (1 << length));
  }

  of(unit: number): number {
    return unit < 128 ? this.ascii[unit]! : (this.other.get(unit) ?? 0);
  }
}

/**
 * A gate for named lists: `read(text)` counts, for each list, the words of `text` that could be
 * (or start, or end) one of its matches (a word may count twice: whole and by its first letters),
 * and the text's ASCII digits. `text` is already normalised (normalize.ts), like the words and
 * sources.
 */
export function createGate<Name extends string>(lists: Record<Name, GateList>) {
  const names = Object.keys(lists) as Name[];
  if (names.length > MOST_LISTS) throw new Error(`shield gate: ${MOST_LISTS} lists at most`);
  const keys: { key: number; bit: number }[] = [];
  const firstLengths = new LengthsByUnit();
  const lastLengths = new LengthsByUnit();
  const always: number[] = [];
  names.forEach((name, index) => {
    const add = (text: string, kind: number) => {
      const part = kind === WHOLE ? text : text.slice(0, LONGEST_PART);
      // A part read from the end is written backwards: its first character is the word's last.
      if (kind === FIRST) firstLengths.add(part.charCodeAt(0), part.length);
      if (kind === LAST) lastLengths.add(part.charCodeAt(0), part.length);
      keys.push({ key: keyOf(hashOf(part, kind === LAST ? BACKWARD_SEED : FORWARD_SEED), kind), bit: 1 << index });
    };
    const list: GateList = lists[name];
    if ('words' in list) {
      for (const word of list.words) add(word, WHOLE);
      return;
    }
    for (const source of list.sources) {
      const leads = tighterLeads(source);
      if (leads.always) always.push(index);
      // Read from the end, a last word was collected backwards, and a part is the word's last letters.
      for (const word of leads.words) add(leads.from === 'end' ? [...word].reverse().join('') : word, WHOLE);
      for (const part of leads.prefixes) add(part, leads.from === 'end' ? LAST : FIRST);
    }
  });
  const table = new HashTable(keys.length);
  for (const { key, bit } of keys) table.add(key, bit);
  const counts = new Int32Array(names.length);
  const count = (bits: number) => {
    for (let index = 0; bits >>> index !== 0; index++) if ((bits >>> index) & 1) counts[index]! += 1;
  };

  return function read(text: string): GateReading<Name> {
    counts.fill(0);
    for (const index of always) counts[index] = 1;
    let digits = 0;
    let start = -1;
    let hash = FORWARD_SEED;
    let lengths = 0;
    // One step past the end, so the last word ends like the others.
    for (let i = 0; i <= text.length; i++) {
      const unit = i < text.length ? text.charCodeAt(i) : 32;
      let width = 1;
      let word: boolean;
      if (unit < 128) {
        if (unit >= 48 && unit <= 57) digits += 1;
        word = (unit >= 97 && unit <= 122) || (unit >= 48 && unit <= 57) || unit === 95 || (unit >= 65 && unit <= 90);
      } else {
        word = isWordChar(text, i);
        width = unitsAt(text, i);
      }
      if (word) {
        if (start < 0) {
          start = i;
          hash = FORWARD_SEED;
          lengths = firstLengths.of(unit);
        }
        for (let at = i; at < i + width; at++) {
          hash = step(hash, text.charCodeAt(at));
          const length = at - start + 1;
          if (length <= LONGEST_PART && (lengths >>> length) & 1) count(table.get(keyOf(hash, FIRST)));
        }
        i += width - 1;
        continue;
      }
      if (start < 0) continue;
      count(table.get(hash));
      const endings = lastLengths.of(text.charCodeAt(i - 1));
      if (endings !== 0) {
        let back = BACKWARD_SEED;
        for (let at = i - 1, length = 1; at >= start && length <= LONGEST_PART; at--, length++) {
          back = step(back, text.charCodeAt(at));
          if ((endings >>> length) & 1) count(table.get(keyOf(back, LAST)));
        }
      }
      start = -1;
    }
    const reading = { digits } as GateReading<Name>;
    names.forEach((name, index) => ((reading as Record<Name, number>)[name] = counts[index]!));
    return reading;
  };
}

/**
 * A source's leads from whichever end says more: "(send|buy)[^.]{0,30}bitcoin" is better known by
 * its last word than by every word that starts with "buy".
 */
function tighterLeads(source: string): Leads & { from: 'start' | 'end' } {
  const first = { ...leadsOf(source, 'start'), from: 'start' as const };
  const last = { ...leadsOf(source, 'end'), from: 'end' as const };
  return shortest(last) > shortest(first) ? last : first;
}

/** The shortest lead (0 when a match may hold no word): the larger, the fewer words pass. */
function shortest(leads: Leads) {
  if (leads.always) return 0;
  let least = Infinity;
  for (const word of leads.words) least = Math.min(least, word.length + 1); // a whole word says more than a prefix
  for (const prefix of leads.prefixes) least = Math.min(least, prefix.length);
  return least;
}
