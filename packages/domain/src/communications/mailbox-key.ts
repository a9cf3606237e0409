/**
 * The mailbox an address delivers to, for counting: `Ana+citas@x.com` and `ana@x.com` reach the
 * same inbox, and at Gmail (`gmail.com`, `googlemail.com`) so does `a.n.a@gmail.com`. Per-inbox
 * caps count on this key, so a `+tag` or a dot does not open a fresh allowance. Never used to
 * send: mail goes to the address as typed.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxKey(email: string): string {
  const text = email.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0) return text;
  const domain = text.slice(at + 1);
  let local = text.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}
