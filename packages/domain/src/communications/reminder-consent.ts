import { BOOKING_REMINDER_KIND, decideReminderDelivery, type ReminderRecipient } from './reminder-delivery';

// What the client page and the clients CSV say about reminders, read off the same rule the outbox
// applies when it sends (decideReminderDelivery): an appointment's own reminders need no consent
// (the client asked for the appointment) and stop only when the client unsubscribes; vaccine and
// follow-up reminders need the client's consent; marketing is a third, separate consent.

export type ReminderConsentState = {
  /** The appointment's own reminders: sent unless the client unsubscribed or was erased. */
  appointment: 'SENT' | 'UNSUBSCRIBED' | 'ERASED';
  /** Vaccine and follow-up reminders. */
  health: 'SENT' | 'NO_CONSENT' | 'UNSUBSCRIBED' | 'ERASED';
};

function stateOf(kind: string, recipient: ReminderRecipient) {
  const decision = decideReminderDelivery(kind, recipient);
  if (decision.isAllowed) return 'SENT' as const;
  if (recipient.isErased) return 'ERASED' as const;
  if (recipient.unsubscribedAt !== null) return 'UNSUBSCRIBED' as const;
  return 'NO_CONSENT' as const;
}

export function reminderConsentState(recipient: ReminderRecipient): ReminderConsentState {
  const appointment = stateOf(BOOKING_REMINDER_KIND, recipient);
  return {
    appointment: appointment === 'NO_CONSENT' ? 'SENT' : appointment,
    health: stateOf('reminder-vaccine', recipient),
  };
}

export const APPOINTMENT_REMINDER_LABELS: Record<ReminderConsentState['appointment'], string> = {
  SENT: 'Se envían (no requieren consentimiento: son parte de la cita)',
  UNSUBSCRIBED: 'No se envían: se dio de baja',
  ERASED: 'No se envían: datos borrados',
};

export const HEALTH_REMINDER_LABELS: Record<ReminderConsentState['health'], string> = {
  SENT: 'Acepta',
  NO_CONSENT: 'No acepta',
  UNSUBSCRIBED: 'No se envían: se dio de baja',
  ERASED: 'No se envían: datos borrados',
};

/** The CSV's short cells: 'Sí' when they go out, else why not. */
export const REMINDER_CSV_CELLS: Record<ReminderConsentState['health'], string> = {
  SENT: 'Sí',
  NO_CONSENT: 'No',
  UNSUBSCRIBED: 'No (dado de baja)',
  ERASED: 'No (datos borrados)',
};
