import { describe, expect, it } from 'vitest';
import { betweenWordBoundaries, gatedSources } from '../../../src/features/chat/shield/detect';
import { createGate } from '../../../src/features/chat/shield/gate';
import { leadsOf, parseSource, type Item } from '../../../src/features/chat/shield/leads';
import { normalizeMessage } from '../../../src/features/chat/shield/normalize';

describe('the leads of a pattern', () => {
  it('enumerates whole first words, with and without an optional space', () => {
    expect([...leadsOf('western ?union').words].sort()).toEqual(['western', 'westernunion']);
    expect([...leadsOf('[وف]?ال').words].sort()).toEqual(['ال', 'فال', 'وال']);
  });

  it('keeps a prefix where a word may go on, and reads a pattern from its end (backwards)', () => {
    const source = '(?:send|pay)[^.?!\\n]{0,30}(?:bitcoin|btc)';
    expect([...leadsOf(source).prefixes].sort()).toEqual(['pay', 'send']);
    // From the end: the last word ends with "bitcoin" or "btc", or is all of "sendbitcoin"…
    const last = leadsOf(source, 'end');
    expect([...last.prefixes].sort()).toEqual(['ctb', 'nioctib']);
    expect([...last.words].sort()).toEqual(['ctbdnes', 'ctbyap', 'nioctibdnes', 'nioctibyap']);
    expect([...leadsOf('\\d+ ?tl').prefixes].sort()).toEqual([...'0123456789']);
  });

  it('says always when a match can start without a word', () => {
    expect(leadsOf('\\$ ?\\d').always).toBe(true);
    expect(leadsOf('(?:me )?money').always).toBe(false);
  });

  it('refuses what it cannot read, so a pattern it would misread fails when the module loads', () => {
    expect(() => leadsOf('(?=x)a')).toThrow(/lookaround/);
    expect(() => leadsOf('(?:ab)+c')).toThrow(/repeated group/);
  });
});

/** A random string `items` match (classes it cannot enumerate get a few characters to try). */
function sample(alternatives: Item[][], random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return pick(alternatives)
    .map((item) => {
      const times = item.min + Math.floor(random() * (Math.min(item.max, item.min + 2) - item.min + 1));
      let text = '';
      for (let n = 0; n < times; n++) {
        const { atom } = item;
        if (atom.kind === 'char') text += atom.char;
        else if (atom.kind === 'chars') text += pick(atom.chars);
        else if (atom.kind === 'any') text += pick(['a', 'x', '0', ' ', '_', 'é', 's']);
        else text += sample(atom.alternatives, random);
      }
      return text;
    })
    .join('');
}

describe('the scam shield gate', () => {
  const gate = createGate({ money: { sources: gatedSources.money }, name: { sources: gatedSources.name } });

  it('never misses a match: 40 random matches of every pattern, in and out of words', () => {
    let seed = 11;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    let checked = 0;
    for (const list of ['money', 'name'] as const) {
      for (const source of gatedSources[list]) {
        const whole = new RegExp(`^(?:${source})$`, 'u');
        const bounded = betweenWordBoundaries(source);
        const parsed = parseSource(source);
        for (let n = 0; n < 40; n++) {
          const match = sample(parsed, random);
          const text = `${['', 'ok ', 'so, ', 'x'][n % 4]}${match}${['', ' please', '!', 'x', '5'][n % 5]}`;
          if (!whole.test(match) || !bounded.test(text)) continue;
          checked += 1;
          expect(gate(text)[list], `${list}: ${JSON.stringify(text)} matches /${source.slice(0, 60)}/`).toBeGreaterThan(0);
        }
      }
    }
    // Most samples are real matches: the check is not empty.
    expect(checked).toBeGreaterThan(1500);
  });

  it('passes ordinary talk without running an expression', () => {
    for (const text of [
      'Assalamu alaikum, how was your day? I hope work was not too tiring.',
      'I pray five times a day and I try to go to the mosque for Fajr on weekends.',
      'وعليكم السلام، الحمد لله بخير. عائلتي تسكن في عمان منذ ٢٠١٠',
      'Hafta sonu ailemle kahvaltı yapıyoruz, sen ne yaparsın?',
    ]) {
      const reading = gate(normalizeMessage(text));
      expect([reading.money, reading.name], text).toEqual([0, 0]);
    }
  });

  it('counts numerals and whole words of a list', () => {
    const digits = createGate({ spelled: { words: ['seven', 'zero'] } });
    expect(digits('seven seven zero 12 34 sevens')).toEqual({ spelled: 3, digits: 4 });
  });
});
