import type { OutboxAttachment } from '@citavet/db/schema/outbox';

export const REDACTED = '[oculto]';

// A URL in running text: up to a space or a character that closes it in prose, HTML or .ics.
const URL_PATTERN = /https?:\/\/[^\s<>"'`)\]]+/gi;
// A run of token alphabet (base64url, hex, percent-encoding) long enough to be a secret.
const TOKEN_RUN = /[A-Za-z0-9_%-]{20,}/g;

/**
 * Random tokens (base64url, hex, UUIDs) carry digits, or capitals past their first character;
 * long words and names do not, so a 43-character token is told from prose with a chance of error
 * below one in a billion.
 */
function looksLikeToken(run: string): boolean {
  return /\d/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run.slice(1)));
}

function redactUrl(url: string): string {
  // Everything after ? or # is a parameter (a token, a signature, an id): none of it is kept.
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : `${url.slice(0, cut)}?${REDACTED}`;
}

/**
 * What an e-mail keeps once it has gone out: its words, but no link that still opens anything.
 * Generic on purpose (no list of our link formats to keep in step): every URL loses its query and
 * fragment, and every token-looking run (a path segment such as /reservas/{token} included) goes.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(URL_PATTERN, redactUrl)
    .replace(TOKEN_RUN, (run) => (looksLikeToken(run) ? REDACTED : run));
}

/** iCalendar folds lines at 75 octets, which may split a link: unfold before looking for it. */
function unfoldLines(text: string): string {
  return text.replace(/\r?\n[ \t]/g, '');
}

/**
 * Text attachments (.ics, .txt, .csv, .json, .html) are redacted like bodies; any other content
 * cannot be read safely, so none of it is kept.
 */
export function redactAttachment(attachment: OutboxAttachment): OutboxAttachment {
  const isText = /^(text\/|application\/(json|xml|ics))/i.test(attachment.contentType);
  return { ...attachment, content: isText ? redactSecrets(unfoldLines(attachment.content)) : REDACTED };
}
