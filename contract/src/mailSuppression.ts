import { text } from './messages';

/**
 * "Never e-mail me again" (issue 26): every mail to someone who is not a member (a guardian's
 * invitation and transcripts, the confirmation of an address not yet confirmed) carries a link
 * to this page; one click, no account, and Mithaq never mails that address again.
 */
export const NEVER_EMAIL_PATH = '/api/never-email';
/**
 * The way back ("E-mail me again"), offered by the page of an address already opted out: a POST
 * with the same signed link, on a path of its own, so a mail client's one-click POST (to
 * NEVER_EMAIL_PATH) only ever opts out.
 */
export const NEVER_EMAIL_UNDO_PATH = '/api/never-email/undo';

export const mailSuppressionMessages = {
  invalidLink: text('mailSuppression.invalidLink'),
} as const;
