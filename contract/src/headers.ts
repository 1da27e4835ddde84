/**
 * Header names client and server agree on. A module of their own, free of zod, so the web app's
 * first script (lib/http.ts) can name them without carrying the schemas.
 */

/** Header the web app sends on cookie-authenticated calls; a cross-site form cannot set it. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'mithaq';
/** Header by which the native wrapper asks for the refresh token in the body. */
export const CLIENT_HEADER = 'x-mithaq-client';
