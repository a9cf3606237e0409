import { isUpcomingStatus } from '@citavet/domain/bookings/booking-status';
import type { Client, ClientBooking } from '@citavet/domain/clients/client.schema';
import {
  APPOINTMENT_REMINDER_LABELS,
  HEALTH_REMINDER_LABELS,
  reminderConsentState,
} from '@citavet/domain/communications/reminder-consent';
import { appointmentReminderText, clinicGreetingText } from '@citavet/domain/communications/whatsapp-link';
import { formatDate } from '@/lib/formatters';

// What the client page says about an owner, read off the client, its appointments and the clinic.

/** The contact card's rows, each a label and its value (none: '—'). */
export function clientFacts(client: Client, noShowCount: number | undefined): [string, string | null][] {
  // What the outbox will do for this client, read off its own rule (reminder-consent.ts).
  const reminders = reminderConsentState({
    hasReminderConsent: client.reminderConsent,
    unsubscribedAt: client.remindersUnsubscribedAt ? new Date(client.remindersUnsubscribedAt) : null,
    isErased: client.erasedAt !== null,
  });
  return [
    ['Teléfono', client.phone],
    ['WhatsApp', client.whatsapp],
    ['Correo electrónico', client.email],
    ['Documento', client.documentId],
    ['Dirección', client.address],
    ['Recordatorios de citas', APPOINTMENT_REMINDER_LABELS[reminders.appointment]],
    [
      'Recordatorios de vacunas y controles',
      reminders.health === 'SENT' && client.reminderConsentAt
        ? `Acepta (desde ${formatDate(client.reminderConsentAt)})`
        : HEALTH_REMINDER_LABELS[reminders.health],
    ],
    [
      'No asistió',
      noShowCount === undefined
        ? null
        : noShowCount === 0
          ? 'Ninguna vez'
          : `${noShowCount} ${noShowCount === 1 ? 'vez' : 'veces'}`,
    ],
    [
      'SMS',
      client.smsUnsubscribedAt
        ? `Se dio de baja respondiendo BAJA (${formatDate(client.smsUnsubscribedAt)})`
        : client.smsConsent && client.smsConsentAt
          ? `Acepta (desde ${formatDate(client.smsConsentAt)})`
          : 'No acepta',
    ],
    [
      'Comunicaciones comerciales',
      client.marketingConsent && client.marketingConsentAt
        ? `Acepta (desde ${formatDate(client.marketingConsentAt)})`
        : 'No acepta',
    ],
  ];
}

/** The WhatsApp text: a reminder of the next appointment still to come, else a greeting. */
export function clientWhatsappText(
  client: Pick<Client, 'name'>,
  bookings: readonly ClientBooking[],
  clinic: { name: string; timeZone: string } | null,
  now: number,
): string {
  const nextBooking = bookings
    .filter((booking) => isUpcomingStatus(booking.status) && Date.parse(booking.startTime) > now)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))[0];
  const clinicName = clinic?.name ?? 'la clínica';
  return nextBooking
    ? appointmentReminderText({
        clinicName,
        clientName: client.name,
        petName: nextBooking.petName,
        startAt: new Date(nextBooking.startTime),
        timeZone: clinic?.timeZone ?? 'UTC',
      })
    : clinicGreetingText(clinicName, client.name);
}
