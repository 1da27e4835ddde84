import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on non-transactional mail (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  from: string;
  smtpUrl: string | undefined;
  /** Where the file outbox writes when no SMTP server is configured. */
  mailDir: string;
  logger: Logger;
}

/** SMTP when SMTP_URL is set; otherwise every message becomes files in DATA_DIR/mail. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createFileMailer(options);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Writes each message twice: an .eml any mail client opens, and a .json that tests and
 * newcomers can read without decoding MIME.
 */
function createFileMailer({ from, mailDir, logger }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      await fsp.mkdir(mailDir, { recursive: true });
      const info = await transport.sendMail({ from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(mailDir, `${stamp}-${crypto.randomBytes(4).toString('hex')}`);
      await fsp.writeFile(`${base}.eml`, info.message as Buffer);
      await fsp.writeFile(`${base}.json`, JSON.stringify({ from, ...message, date: new Date().toISOString() }, null, 2));
      // The log names the file, never the link: reset and confirmation links are credentials, and
      // logs travel further than the mail folder. A newcomer opens the .eml (or .json) instead.
      logger.info({ subject: message.subject, file: `${base}.eml` }, 'mail written to the file outbox');
    },
  };
}
