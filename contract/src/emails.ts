/** The e-mails the server sends (subject and plain text; the HTML part mirrors the text). */
export interface EmailContent {
  subject: string;
  text: string;
}

export const emails = {
  confirmAccount: (link: string): EmailContent => ({
    subject: 'Confirm your Mithaq account',
    text: [
      'Assalamu alaikum,',
      '',
      'Welcome to Mithaq. Please confirm your e-mail address by opening this link:',
      link,
      '',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
    ].join('\n'),
  }),
  resetPassword: (link: string): EmailContent => ({
    subject: 'Reset your Mithaq password',
    text: [
      'Assalamu alaikum,',
      '',
      'Someone asked to reset the password of your Mithaq account. To choose a new one, open this link:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  }),
  signInLink: (link: string): EmailContent => ({
    subject: 'Sign in to Mithaq',
    text: [
      'Assalamu alaikum,',
      '',
      'Someone has tried the wrong password on your Mithaq account many times, so password sign-in is slowed down for a while.',
      'If it was you, open this link to sign in without your password:',
      link,
      '',
      'The link works once and expires in 15 minutes. If it was not you, your account is still safe: do not share this link,',
      'and consider choosing a stronger password once you are signed in.',
    ].join('\n'),
  }),
  accountExists: (signInLink: string): EmailContent => ({
    subject: 'Your Mithaq account',
    text: [
      'Assalamu alaikum,',
      '',
      'Someone tried to create a Mithaq account with this e-mail address, but you already have one.',
      `Sign in here: ${signInLink}`,
      'If you forgot your password, use "Forgot password?" on that page.',
      '',
      'If this was not you, you can ignore this e-mail.',
    ].join('\n'),
  }),
  /** Occasional news (npm run news:send), only to members who said yes; never transactional. */
  news: (subject: string, body: string, unsubscribeLink: string): EmailContent => ({
    subject,
    text: [
      body.trimEnd(),
      '',
      '--',
      'You get this because you said yes to occasional news from Mithaq.',
      `To stop it, open this link or turn news off on your Account page: ${unsubscribeLink}`,
    ].join('\n'),
  }),
} as const;

/** The plain page behind a news mail's unsubscribe link (served by the server, no app needed). */
export const unsubscribePage = {
  title: 'Mithaq news',
  ask: 'Stop getting occasional news from Mithaq? E-mails about your account (sign-in, password, confirmation) still come.',
  button: 'Unsubscribe',
  done: 'Done: you will get no more news from Mithaq. You can turn it back on from your Account page.',
} as const;
