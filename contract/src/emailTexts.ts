/**
 * The English source of what the server writes to members outside the API's messages
 * (those are messageTexts.ts): every e-mail, the unsubscribe page, the ledger's wordings in
 * the wallet. Each text once, by a stable key; `{{param}}`
 * placeholders as in i18next. Translations: src/locales/<lang>/emails.json (same keys; a
 * `_female` variant is used when the member the text is about is a woman: the reader of their
 * own mail, the member a guardian's mail is about). emails.ts composes the mails from these.
 */
export const emailTexts = {
  common: {
    greeting: 'Assalamu alaikum,',
    greetingName: 'Assalamu alaikum {{name}},',
    // Who a stored text (ledger row, notification) names once the retention job anonymised them (formerMember.ts).
    formerMember: 'Former member',
  },
  confirmAccount: {
    subject: 'Confirm your Mithaq account',
    intro: 'Welcome to Mithaq. Please confirm your e-mail address by opening this link:',
    expiry: 'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
  },
  resetPassword: {
    subject: 'Reset your Mithaq password',
    intro: 'Someone asked to reset the password of your Mithaq account. To choose a new one, open this link:',
    expiry: 'The link works once and expires in 1 hour. If you did not ask, ignore this e-mail: your password stays as it is.',
  },
  signInLink: {
    subject: 'Sign in to Mithaq',
    why: 'Someone has tried the wrong password on your Mithaq account many times, so password sign-in is slowed down for a while.',
    intro: 'If it was you, open this link to sign in without your password:',
    expiry: 'The link works once and expires in 15 minutes. If it was not you, your account is still safe: do not share this link, and consider choosing a stronger password once you are signed in.',
  },
  // Asked for from the sign-in screen: nothing about a lockout, just the link.
  requestedSignInLink: {
    subject: 'Sign in to Mithaq',
    intro: 'Someone asked for a link to sign in to your Mithaq account. If it was you, open this link to sign in without your password:',
    expiry: 'The link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail and do not share the link: your account is still safe.',
  },
  accountExists: {
    subject: 'Your Mithaq account',
    intro: 'Someone tried to create a Mithaq account with this e-mail address, but you already have one.',
    signIn: 'Sign in here: {{link}}',
    forgot: 'If you forgot your password, use "Forgot password?" on that page.',
    notYou: 'If this was not you, you can ignore this e-mail.',
  },
  news: {
    why: 'You get this because you said yes to occasional news from Mithaq.',
    stop: 'To stop it, open this link or turn news off on your Account page: {{link}}',
  },
  unsubscribePage: {
    title: 'Mithaq news',
    ask: 'Stop getting occasional news from Mithaq? E-mails about your account (sign-in, password, confirmation) still come.',
    button: 'Unsubscribe',
    done: 'Done: you will get no more news from Mithaq. You can turn it back on from your Account page.',
  },
  guardianInvite: {
    // Fixed: no text a member typed goes in a subject (issue 26); their name is in the body only.
    subject: 'You are invited to be a guardian on Mithaq',
    intro: 'A member of Mithaq, a marriage app for Muslims, whose profile name is "{{memberName}}", has asked you to be their guardian (wali or chaperone).',
    weekly: 'As their guardian you receive, once a week, an e-mail with the transcripts of their conversations of that week.',
    accept: 'You do not need an account. To accept, open this link:',
    expiry: 'The link works once and expires in 7 days. If you do not want to be their guardian, ignore this e-mail.',
  },
  transcript: {
    subject: 'Guardian copy of conversations on Mithaq ({{week}})',
    week: '{{from}} to {{to}}',
    intro: "Here are {{memberName}}'s conversations on Mithaq in the week {{week}}, as their guardian. Times are in UTC.",
    included: "Only messages sent after you became their guardian are included, and the other person's only after they were told that you receive copies.",
    conversationWith: 'Conversation with {{name}}',
    stop: 'To stop receiving these e-mails, open this link: {{link}}',
    stopLink: 'Stop receiving these e-mails',
  },
  neverEmail: {
    why: 'You received this e-mail because someone entered this address on Mithaq.',
    stop: 'To never receive e-mails from Mithaq at this address again, open this link: {{link}}',
    stopLink: 'Never e-mail me again',
  },
  neverEmailPage: {
    title: 'E-mails from Mithaq',
    ask: 'Never receive e-mails from Mithaq at this address again? No guardian invitation, transcript or sign-up confirmation will be sent to it any more.',
    button: 'Never e-mail me again',
    done: 'Done: Mithaq will not send e-mails to this address again.',
    // The same page for an address already opted out: the way back (issue 26).
    optedOut: 'Mithaq does not send e-mails to this address. If that was a mistake, you can receive them again: guardian invitations and transcripts, and the confirmation when you sign up.',
    undoButton: 'E-mail me again',
    undone: 'Done: Mithaq may e-mail this address again. Every e-mail keeps its link to stop.',
  },
  ledger: {
    welcome: 'Welcome tokens',
    weekly: 'Weekly tokens',
    unlock: 'Unlocked chat with {{name}}',
    express: 'Express unlock with {{name}}',
    unmatchPenalty: 'Unmatched {{name}}',
    ghostingPenalty: 'No reply to {{name}} in time',
    refund: 'Refund: match with {{name}} ended',
    rematch: 'Rematch with {{name}}',
    // A former member's own rows once the retention job ran (their wordings named other members): one per type.
    closed: {
      grant: 'Tokens granted',
      purchase: 'Tokens bought',
      refund: 'Tokens refunded',
      payment: 'Chat payment',
      express_payment: 'Express chat payment',
      penalty: 'Penalty',
    },
  },
  // The 24-hour reminders by e-mail, to a member no device of whom receives pushes (emails.ts replyReminder, paymentReminder).
  // They name nobody: whoever else reads the mailbox (a relative) must not learn who the member talks to.
  reminderMail: {
    replySubject: 'Mithaq: 24 hours left to reply',
    reply: 'Someone you matched with is waiting for your reply: 24 hours left. If the time runs out, the match ends and you pay a penalty of {{penalty}} tokens.',
    paymentSubject: 'Mithaq: 24 hours left to unlock your chat',
    payment: '24 hours left to unlock a chat with someone you matched with. If the time runs out, the match ends and any tokens paid towards it are refunded.',
    open: 'Open the chat: {{link}}',
    why: 'You get this e-mail because no device of yours receives Mithaq notifications.',
    stop: 'To stop reminder e-mails (and only these), open this link or turn them off on your Account page: {{link}}',
  },
  reminderUnsubscribePage: {
    title: 'Mithaq reminder e-mails',
    ask: 'Stop getting e-mails when a chat timer is running out? The reminders still show in the app, and on every device where notifications are on.',
    button: 'Unsubscribe',
    done: 'Done: you will get no more reminder e-mails. You can turn them back on from your Account page.',
  },
} as const;
