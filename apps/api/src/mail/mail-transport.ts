import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxAttachment } from '@citavet/db/schema/outbox';
import nodemailer from 'nodemailer';

export type MailMessage = {
  from: string;
  to: string;
  /** The recipient's name: nodemailer encodes it (accents, quotes) in the To header. */
  toName?: string;
  replyTo?: string;
  /** '<id@host>': fixed per outbox row, so a copy re-sent after a crash is recognisably the same. */
  messageId?: string;
  /**
   * Extra header fields. A `prepared` value goes out as written, on one line: nodemailer folds long
   * values after the colon, and a reader that unfolds with a space then sees 'List-Unsubscribe:  <…>'.
   */
  headers?: Record<string, string | { prepared: true; value: string }>;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
};

export type MailTransport = { send(message: MailMessage): Promise<void>; close(): void; describe: string };

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.toName ? { name: message.toName, address: message.to } : message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.messageId ? { messageId: message.messageId } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      ...(attachment.encoding ? { encoding: attachment.encoding } : {}),
    })),
  };
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    describe: `SMTP ${new URL(smtpUrl).host}`,
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL every message becomes an .eml file under data/mail/ (and a log line). */
export function createFileTransport(directory: string, log: (line: string) => void): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${directory}`,
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      await mkdir(directory, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`e-mail "${message.subject}" to ${message.to} saved as ${file}`);
    },
    close: () => transporter.close(),
  };
}
