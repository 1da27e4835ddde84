import { serverMessageTexts } from '@mithaq/contract/messageTexts';
import app from 'virtual:english/app';

/**
 * The app part of English (every text neither the first script nor the admin area holds: see
 * scripts/english-parts.mjs) with the server's English messages under `server`, as the other
 * languages have theirs. One module, so /auth's route shell can preload it with the screen.
 */
export const englishApp = { ...app, server: serverMessageTexts };

// The registry's text → key lookup holds the same registry: it comes along (i18n/english.ts).
export { messageKeyOf } from '@mithaq/contract/messages';
