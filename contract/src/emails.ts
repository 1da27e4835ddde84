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

/** The guardian's e-mails (issue 16): the invitation, and the weekly transcript with its stop link. */
export const guardianEmails = {
  invite: (guardianName: string, memberName: string, link: string): EmailContent => ({
    subject: `${memberName} asks you to be their guardian on Mithaq`,
    text: [
      `Assalamu alaikum ${guardianName},`,
      '',
      `${memberName} has asked you to be their guardian (wali or chaperone) on Mithaq, a marriage app for Muslims.`,
      'As their guardian you receive, once a week, an e-mail with the transcripts of their conversations of that week.',
      'You do not need an account. To accept, open this link:',
      link,
      '',
      'The link works once and expires in 7 days. If you do not want to be their guardian, ignore this e-mail.',
    ].join('\n'),
  }),
  /** The transcript's opening lines (the HTML part repeats them as paragraphs). */
  transcriptIntro: (guardianName: string, memberName: string, week: string): string[] => [
    `Assalamu alaikum ${guardianName},`,
    `Here are ${memberName}'s conversations on Mithaq in the week ${week}, as their guardian. Times are in UTC.`,
    "Only messages sent after you became their guardian are included, and the other person's only after they were told that you receive copies.",
  ],
  transcript: (content: { guardianName: string; memberName: string; week: string; body: string; stopLink: string }): EmailContent => ({
    subject: `${content.memberName}'s conversations on Mithaq (${content.week})`,
    text: [
      ...guardianEmails.transcriptIntro(content.guardianName, content.memberName, content.week),
      '',
      content.body,
      '',
      `To stop receiving these e-mails, open this link: ${content.stopLink}`,
    ].join('\n'),
  }),
} as const;
