/**
 * Most messages one address receives whose send times fall within any 24 hours, all kinds together
 * (booking e-mails, reminders, invitations, account links, notices), by default. Enforced by the
 * outbox's BEFORE INSERT trigger (migration 0030, `citavet_recipient_daily_cap`), which writes a
 * message over the cap as DROPPED; the server stores its OUTBOX_RECIPIENT_DAILY_CAP in
 * `mail_settings` at start-up.
 */
export const RECIPIENT_DAILY_CAP = 100;
export const RECIPIENT_CAP_DROP_REASON = 'Límite diario de mensajes a este destinatario';
