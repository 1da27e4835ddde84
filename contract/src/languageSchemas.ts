import { z } from 'zod';
import { languageCodes } from './languages';

/*
 * The languages' schemas, apart from languages.ts: the web app's first script (the language
 * choice on the landing page) uses the constants only and must not carry zod.
 */

export const languageSchema = z.enum(languageCodes);

/** PUT /api/account/language: the member's choice (their e-mails and pushes follow it). */
export const setLanguageSchema = z.object({ language: languageSchema });
export const languageResponseSchema = z.object({ language: languageSchema });
