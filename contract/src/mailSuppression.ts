import { text } from './messages';

/**
 * "Never e-mail me again" (issue 26): every mail to someone who is not a member (a guardian's
 * invitation and transcripts, the confirmation of an address not yet confirmed) carries a link
 * to this page; one click, no account, and Mithaq never mails that address again.
 */
export const NEVER_EMAIL_PATH = '/api/never-email';

export const mailSuppressionMessages = {
  invalidLink: text('mailSuppression.invalidLink'),
} as const;
