/** Types of english-parts.mjs (a plain script, so Vite's native config loader imports it). */
import type { Plugin } from 'vite';

/** A locale file's texts: strings, nested groups, and lists (the privacy policy's sections). */
export type Texts = { [key: string]: unknown };
export type EnglishPart = 'first' | 'admin' | 'app';
export declare const ENGLISH_PARTS: Record<EnglishPart, readonly string[] | null>;
export declare function englishPart(english: Texts, part: EnglishPart): Texts;
export declare function englishParts(): Plugin;
