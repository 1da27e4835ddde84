import { tokenEconomy } from './constants';
import { emailTexts } from './emailTexts';
import { createTranslator, type TextKey, type Translate } from './translate';

/** The e-mails the server sends (subject and plain text; the HTML part, when there is one, mirrors the text). */
export interface EmailContent {
  subject: string;
  text: string;
}

export type EmailTextKey = TextKey<typeof emailTexts>;
/** The texts of emailTexts.ts in one member's language (the server builds it: platform/texts.ts). */
export type EmailTranslate = Translate<EmailTextKey>;

/** English: the source, and what a text not translated yet falls back to. */
export const englishEmailText: EmailTranslate = createTranslator([{ language: 'en', tree: emailTexts }]);

const lines = (...parts: string[]) => parts.join('\n');

/** Where a reminder e-mail leads: the chat, and the one-click link that stops reminder e-mails only. */
export interface ReminderLinks {
  chat: string;
  stop: string;
}

/** Every e-mail, in the language of `t` (English by default). */
export function emailsIn(t: EmailTranslate = englishEmailText) {
  /** When a chat's timer runs out (not whose chat it is), the chat's link, and the reminders' own unsubscribe link. */
  const reminder = (subject: string, body: string, links: ReminderLinks): EmailContent => ({
    subject,
    text: lines(t('common.greeting'), '', body, t('reminderMail.open', { link: links.chat }), '', '--', t('reminderMail.why'), t('reminderMail.stop', { link: links.stop })),
  });
  return {
    confirmAccount: (link: string): EmailContent => ({
      subject: t('confirmAccount.subject'),
      text: lines(t('common.greeting'), '', t('confirmAccount.intro'), link, '', t('confirmAccount.expiry')),
    }),
    resetPassword: (link: string): EmailContent => ({
      subject: t('resetPassword.subject'),
      text: lines(t('common.greeting'), '', t('resetPassword.intro'), link, '', t('resetPassword.expiry')),
    }),
    signInLink: (link: string): EmailContent => ({
      subject: t('signInLink.subject'),
      text: lines(t('common.greeting'), '', t('signInLink.why'), t('signInLink.intro'), link, '', t('signInLink.expiry')),
    }),
    requestedSignInLink: (link: string): EmailContent => ({
      subject: t('requestedSignInLink.subject'),
      text: lines(t('common.greeting'), '', t('requestedSignInLink.intro'), link, '', t('requestedSignInLink.expiry')),
    }),
    accountExists: (signInLink: string): EmailContent => ({
      subject: t('accountExists.subject'),
      text: lines(
        t('common.greeting'),
        '',
        t('accountExists.intro'),
        t('accountExists.signIn', { link: signInLink }),
        t('accountExists.forgot'),
        '',
        t('accountExists.notYou'),
      ),
    }),
    /** Occasional news (npm run news:send), only to members who said yes; the operator's words, our footer. */
    news: (subject: string, body: string, unsubscribeLink: string): EmailContent => ({
      subject,
      text: lines(body.trimEnd(), '', '--', t('news.why'), t('news.stop', { link: unsubscribeLink })),
    }),
    /** The 24-hour reply reminder, to a member no device of whom gets pushes (matches/timers.ts); it names nobody. */
    replyReminder: (links: ReminderLinks): EmailContent =>
      reminder(t('reminderMail.replySubject'), t('reminderMail.reply', { penalty: tokenEconomy.ghostingPenalty }), links),
    /** The payment window's 24-hour reminder, likewise. */
    paymentReminder: (links: ReminderLinks): EmailContent => reminder(t('reminderMail.paymentSubject'), t('reminderMail.payment'), links),
  };
}

/** The guardian's e-mails (issue 16): the invitation, and the weekly transcript with its stop link. */
export function guardianEmailsIn(t: EmailTranslate = englishEmailText) {
  /** The transcript's opening lines (the HTML part repeats them as paragraphs). */
  const transcriptIntro = (guardianName: string, memberName: string, week: string): string[] => [
    t('common.greetingName', { name: guardianName }),
    t('transcript.intro', { memberName, week }),
    t('transcript.included'),
  ];
  return {
    invite: (guardianName: string, memberName: string, link: string): EmailContent => ({
      subject: t('guardianInvite.subject', { memberName }),
      text: lines(
        t('common.greetingName', { name: guardianName }),
        '',
        t('guardianInvite.intro', { memberName }),
        t('guardianInvite.weekly'),
        t('guardianInvite.accept'),
        link,
        '',
        t('guardianInvite.expiry'),
      ),
    }),
    transcriptIntro,
    /** `body` is the conversations already laid out (features/guardians/transcripts.ts). */
    transcript: (content: { guardianName: string; memberName: string; week: string; body: string; stopLink: string }): EmailContent => ({
      subject: t('transcript.subject', { memberName: content.memberName, week: content.week }),
      text: lines(
        ...transcriptIntro(content.guardianName, content.memberName, content.week),
        '',
        content.body,
        '',
        t('transcript.stop', { link: content.stopLink }),
      ),
    }),
  };
}

/**
 * The footer of every mail to someone who is not a member (features/mail-suppression adds it):
 * why they got it, and the one-click link never to be mailed again.
 */
export function neverEmailFooterIn(t: EmailTranslate, link: string) {
  return { lines: ['--', t('neverEmail.why'), t('neverEmail.stop', { link })], why: t('neverEmail.why'), linkText: t('neverEmail.stopLink') };
}

/** The English mails (tests, and what any language falls back to). */
export const emails = emailsIn();
export const guardianEmails = guardianEmailsIn();
