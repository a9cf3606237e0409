/**
 * Most messages one address receives whose send times fall within any 24 hours, all kinds together
 * (booking e-mails, reminders, invitations, account links, notices). Enforced by the outbox's
 * BEFORE INSERT trigger (migration 0030, `citavet_recipient_daily_cap`), which writes a message
 * over the cap as DROPPED; this constant is the same number for tests and documentation.
 */
export const RECIPIENT_DAILY_CAP = 100;
export const RECIPIENT_CAP_DROP_REASON = 'Límite diario de mensajes a este destinatario';
