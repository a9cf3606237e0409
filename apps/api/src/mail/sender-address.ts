import type { AppConfig } from '../app-dependencies';

/**
 * The bare address e-mails are sent from: MAIL_FROM's address ('Citavet <no-reply@…>' or a bare
 * address), else no-reply at the public URL's host.
 */
export function senderAddress(config: Pick<AppConfig, 'mailFrom' | 'publicUrl'>): string {
  const from = config.mailFrom?.trim();
  if (from) return from.match(/<([^<>]+)>\s*$/)?.[1]?.trim() ?? from;
  return `no-reply@${new URL(config.publicUrl).hostname}`;
}
