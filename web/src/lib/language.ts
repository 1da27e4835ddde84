import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { isLanguage, type Language } from '@mithaq/contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from './api';
import { invalidResponseError } from './http';
import { showLanguage, storeLanguage } from './i18n';

/**
 * PUT /api/account/language: the member's e-mails, pushes and notifications follow it. The
 * answer ({ language }) is checked with the contract's isLanguage rather than its zod schema:
 * the language choice is on the landing page, whose first script carries no zod.
 */
export async function saveAccountLanguage(language: Language): Promise<Language> {
  const body = await apiFetch<unknown>(apiPaths.language.set, { method: 'PUT', json: { language } });
  const saved = typeof body === 'object' && body !== null && 'language' in body ? body.language : undefined;
  if (!isLanguage(saved)) throw invalidResponseError();
  return saved;
}

/**
 * The member picked a language: the app shows it at once and this device keeps it; a signed-in
 * member's account keeps it too (then texts the server wrote in the old one, like the wallet's,
 * are fetched again). Rejects only when the account could not be told (the app has switched).
 */
export async function chooseLanguage(language: Language, account: { signedIn: boolean; queryClient: QueryClient | undefined }): Promise<void> {
  storeLanguage(language);
  await showLanguage(language);
  if (!account.signedIn) return;
  await saveAccountLanguage(language);
  // No cache on the public pages (routes/QueryLayout.tsx): nothing there to fetch again.
  await account.queryClient?.invalidateQueries({ queryKey: ['wallet'] });
}
