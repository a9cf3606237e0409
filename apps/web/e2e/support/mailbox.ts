import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** A message as the journeys read it (mailparser, the one MIME parser of the tests). */
export type Email = {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; mimeType: string; content: string }[];
};

/** Waits for the newest message the app sent to `address` (scripts/e2e-server.mjs writes them). */
export async function waitForEmail(
  address: string,
  options: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<Email> {
  const directory = process.env.E2E_MAIL_DIR;
  if (!directory) throw new Error('E2E_MAIL_DIR is not set (see playwright.config.ts)');
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const files = readdirSync(directory)
      .filter((name) => name.toLowerCase().includes(address.toLowerCase()))
      .sort()
      .reverse();
    for (const file of files) {
      const parsed = await simpleParser(readFileSync(join(directory, file)));
      const email: Email = {
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        attachments: parsed.attachments.map((attachment) => ({
          filename: attachment.filename ?? '',
          mimeType: attachment.contentType,
          content: attachment.content.toString('utf8'),
        })),
      };
      if (!options.subject || options.subject.test(email.subject)) return email;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${address} within the time limit`);
}

/** The path (with its token) of the newest e-mailed link to `page`, e.g. '/accounts/verify-email'. */
export async function emailedLinkPath(address: string, page: string, subject?: RegExp): Promise<string> {
  const message = await waitForEmail(address, subject ? { subject } : {});
  const escaped = page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=[A-Za-z0-9_%-]+`).exec(
    `${message.text ?? ''} ${message.html ?? ''}`,
  );
  if (!match) throw new Error(`The e-mail to ${address} has no ${page} link`);
  return match[0];
}

/**
 * Opens the verification link e-mailed at registration, as its owner would: creating a space and
 * inviting need a proven address. `token` is the account's session.
 */
export async function proveEmail(request: APIRequestContext, token: string): Promise<void> {
  const profile = await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${token}` } });
  const { email } = ((await profile.json()) as { data: { email: string } }).data;
  const path = await emailedLinkPath(email, '/accounts/verify-email', /Confirma tu email/);
  const verificationToken = decodeURIComponent(path.split('token=')[1] ?? '');
  const response = await request.post('/api/auth/verify-email', { data: { token: verificationToken } });
  if (!response.ok() && response.status() !== 409) {
    throw new Error(`verify-email answered ${response.status()}: ${await response.text()}`);
  }
}
