import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Logger } from '../logger';
import { pruneMailFolder } from './mail-folder';

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
  /** The file outbox only: deletes the mail it wrote longer ago than it keeps it (before `now`); answers how many messages. */
  prune?(now: Date): Promise<number>;
}

export interface MailerOptions {
  from: string;
  smtpUrl: string | undefined;
  /** Where the file outbox writes when no SMTP server is configured. */
  mailDir: string;
  /** How many days the file outbox keeps what it wrote (MAIL_FILE_RETENTION_DAYS). */
  retentionDays?: number;
  /** The whole of one SMTP send at most (SMTP_SEND_DEADLINE_MS; tests shorten it). */
  smtpSendDeadlineMs?: number;
  logger: Logger;
}

/**
 * How long the SMTP client waits: for the connection, for the server's greeting, and for any
 * answer once talking. An SMTP server that stops answering fails the delivery (retried with the
 * outbox's back-off) instead of holding a slot of its lane for nodemailer's minutes.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 15_000, dnsTimeout: 5000 };

/**
 * The longest one SMTP send takes, start to end. The timeouts above wait for silence, so a server
 * that trickles a byte every few seconds never trips them and could stretch a send past the
 * outbox's lease (OUTBOX_LEASE_MS, 5 min), when another worker would send the mail a second time.
 * At the deadline the connection is closed and the delivery fails (retried with back-off).
 */
export const SMTP_SEND_DEADLINE_MS = 60_000;

/** SMTP when SMTP_URL is set; otherwise every message becomes files in DATA_DIR/mail. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from, options.smtpSendDeadlineMs ?? SMTP_SEND_DEADLINE_MS) : createFileMailer(options);
}

function createSmtpMailer(smtpUrl: string, from: string, deadlineMs: number): Mailer {
  return {
    async send(message) {
      // One connection per send, as nodemailer's unpooled transport makes anyway; its TCP socket is
      // opened here (getSocket: nodemailer then speaks SMTP on it, wrapping it in TLS for smtps://
      // or after STARTTLS), so the deadline has a connection to close.
      let socket: net.Socket | undefined;
      const getSocket: SMTPTransport.Options['getSocket'] = (options, callback) => {
        // nodemailer's own defaults: 465 for smtps://, else 587.
        const port = Number(options.port) || (options.secure ? 465 : 587);
        socket = net.connect({ host: options.host ?? 'localhost', port });
        callback(null, { connection: socket });
      };
      // The transport itself, not createTransport's options: those drop every other option beside a url.
      const transport: Transporter = nodemailer.createTransport(new SMTPTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, getSocket }));
      let deadline: NodeJS.Timeout | undefined;
      const overdue = new Promise<never>((_, reject) => {
        deadline = setTimeout(() => {
          socket?.destroy();
          reject(new Error(`SMTP send not finished within its deadline (${deadlineMs} ms): connection closed`));
        }, deadlineMs);
      });
      try {
        await Promise.race([transport.sendMail({ from, ...message }), overdue]);
      } finally {
        clearTimeout(deadline);
      }
    },
  };
}

/** The file outbox keeps a week of mail unless told otherwise: it holds reset and sign-in links. */
const DEFAULT_RETENTION_DAYS = 7;

/**
 * Writes each message twice: an .eml any mail client opens, and a .json that tests and
 * newcomers can read without decoding MIME.
 */
/**
 * Writes the file under a temporary name, then renames it: whoever reads the folder (a test
 * waiting for a link, a newcomer's editor) sees each mail whole or not at all, never half
 * written (an e2e test once read a .json mid-write: "Unexpected end of JSON input").
 */
async function writeWhole(file: string, content: string | Buffer) {
  await fsp.writeFile(`${file}.partial`, content);
  await fsp.rename(`${file}.partial`, file);
}

function createFileMailer({ from, mailDir, logger, retentionDays = DEFAULT_RETENTION_DAYS }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      await fsp.mkdir(mailDir, { recursive: true });
      const info = await transport.sendMail({ from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(mailDir, `${stamp}-${crypto.randomBytes(4).toString('hex')}`);
      await writeWhole(`${base}.eml`, info.message as Buffer);
      await writeWhole(`${base}.json`, JSON.stringify({ from, ...message, date: new Date().toISOString() }, null, 2));
      // The log names the file, never the link: reset and confirmation links are credentials, and
      // logs travel further than the mail folder. A newcomer opens the .eml (or .json) instead.
      logger.info({ subject: message.subject, file: `${base}.eml` }, 'mail written to the file outbox');
    },
    prune: (now) => pruneMailFolder(mailDir, new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000)),
  };
}
