/** Types of english-parts.mjs (a plain script, so Vite's native config loader imports it). */
import type { Plugin } from 'vite';

export type LocaleTree = { [key: string]: string | LocaleTree };
export type EnglishPart = 'first' | 'admin' | 'app';
export declare const ENGLISH_PARTS: Record<EnglishPart, readonly string[] | null>;
export declare function englishPart(english: LocaleTree, part: EnglishPart): LocaleTree;
export declare function englishParts(): Plugin;
