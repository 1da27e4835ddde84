import { describe, expect, it } from 'vitest';
import en from '../src/i18n/en.json';
import { ENGLISH_PARTS, englishPart, englishParts, type EnglishPart, type Texts } from './english-parts.mjs';

const parts = Object.keys(ENGLISH_PARTS) as EnglishPart[];

const isGroup = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

function leaves(tree: Texts, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (isGroup(value) ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe('English in parts', () => {
  it('puts every text of en.json in exactly one part, word for word', () => {
    const placed = parts.flatMap((part) => leaves(englishPart(en, part)));
    expect(placed.toSorted()).toEqual(leaves(en).toSorted());
    const merged = parts.reduce<Texts>((all, part) => mergeInto(all, englishPart(en, part)), {});
    expect(merged).toEqual(en);
  });

  it('cuts by key path: a namespace can start in the first script and end in the app part', () => {
    const english = { signup: { loading: { checking: 'Checking…' }, title: 'Sign up' }, admin: { title: 'Admin' }, brandNew: { text: 'New' } };
    expect(englishPart(english, 'first')).toEqual({ signup: { loading: { checking: 'Checking…' } } });
    expect(englishPart(english, 'admin')).toEqual({ admin: { title: 'Admin' } });
    // A namespace no part names is the app's, so a new screen's texts are never missing.
    expect(englishPart(english, 'app')).toEqual({ signup: { title: 'Sign up' }, brandNew: { text: 'New' } });
  });

  it('serves each part as a module of its own and leaves other ids alone', () => {
    const plugin = englishParts();
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    expect(resolve('virtual:english/first')).toBe('\0virtual:english/first');
    expect(resolve('virtual:english/everything')).toBeUndefined();
    expect(resolve('virtual:english/toString')).toBeUndefined();
    expect(resolve('./en.json')).toBeUndefined();
  });
});

function mergeInto(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isGroup(value) && isGroup(existing) ? mergeInto(existing, value) : value;
  }
  return target;
}
