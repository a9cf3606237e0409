import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime, { type Email } from 'postal-mime';

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
      const email = await PostalMime.parse(readFileSync(join(directory, file)));
      if (!options.subject || options.subject.test(email.subject ?? '')) return email;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${address} within the time limit`);
}
