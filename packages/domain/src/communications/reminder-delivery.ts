// Which outbox messages are reminders, and whether one may still go out when its turn comes. The
// worker asks at SEND time (not when queued), so revoking consent or unsubscribing stops reminders
// already waiting in the outbox. Decision: docs/decisions/058-unsubscribe-consent-notifier.md.

/**
 * Reminder kinds start with 'reminder' (reminder-appointment, reminder-vaccine, reminder-followup…);
 * 'booking-reminder' is the appointment's own 24-hour reminder queued with its confirmation.
 */
export function isReminderKind(kind: string): boolean {
  return kind.startsWith('reminder') || kind === BOOKING_REMINDER_KIND;
}

export const BOOKING_REMINDER_KIND = 'booking-reminder';

/**
 * An appointment's own reminder: the 24-hour one queued before the reminder settings
 * ('booking-reminder') and the settings-driven ones ('reminder-appointment', decision 056).
 */
export function isAppointmentReminder(kind: string): boolean {
  return kind === BOOKING_REMINDER_KIND || kind === 'reminder-appointment';
}

/** What the worker knows of the client a reminder is for, read in the claim's own query. */
export type ReminderRecipient = {
  hasReminderConsent: boolean;
  unsubscribedAt: Date | null;
  isErased: boolean;
  /** The client's clinic deleted its space (still restorable): it is offline, so nothing is sent. */
  isSpaceDeleted?: boolean;
};

export const REMINDER_DROP_REASONS = {
  noClient: 'Recordatorio sin cliente: no se puede comprobar su consentimiento',
  erased: 'Los datos del cliente fueron borrados',
  unsubscribed: 'El cliente se dio de baja de los recordatorios',
  noConsent: 'El cliente no ha dado su consentimiento para recordatorios',
  spaceDeleted: 'La clínica eliminó su espacio: no se envían recordatorios',
} as const;

export type ReminderDelivery = { isAllowed: true } | { isAllowed: false; reason: string };

/**
 * A message that is not a reminder always goes. A reminder goes only to a known, not erased client
 * who has not unsubscribed; the vaccine and follow-up reminders need the client's explicit consent
 * too. An appointment's reminders were promised in its confirmation, which the client asked for when
 * booking, so they need no separate consent — but the unsubscribe link stops them like any other.
 */
export function decideReminderDelivery(kind: string, recipient: ReminderRecipient | null): ReminderDelivery {
  if (!isReminderKind(kind)) return { isAllowed: true };
  const isBookingReminder = isAppointmentReminder(kind);
  if (!recipient) {
    return isBookingReminder
      ? { isAllowed: true }
      : { isAllowed: false, reason: REMINDER_DROP_REASONS.noClient };
  }
  if (recipient.isErased) return { isAllowed: false, reason: REMINDER_DROP_REASONS.erased };
  if (recipient.isSpaceDeleted) return { isAllowed: false, reason: REMINDER_DROP_REASONS.spaceDeleted };
  if (recipient.unsubscribedAt !== null)
    return { isAllowed: false, reason: REMINDER_DROP_REASONS.unsubscribed };
  if (!isBookingReminder && !recipient.hasReminderConsent) {
    return { isAllowed: false, reason: REMINDER_DROP_REASONS.noConsent };
  }
  return { isAllowed: true };
}
