import { z } from 'zod';
import { isReminderKind } from './reminder-delivery';

// A client's communication log (issue 17 item 5): every message the clinic sent or will send them,
// read from the outbox. The labels here are the one place the web and the API take their words from.

export const CommunicationChannelSchema = z.enum(['email', 'sms', 'whatsapp']);
export type CommunicationChannel = z.infer<typeof CommunicationChannelSchema>;

export const CHANNEL_LABELS: Readonly<Record<CommunicationChannel, string>> = {
  email: 'Correo',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** What the log says happened: 'scheduled' is a pending message whose time has not come yet. */
export const CommunicationStatusSchema = z.enum([
  'sent',
  'pending',
  'scheduled',
  'failed',
  'bounced',
  'dropped',
]);
export type CommunicationStatus = z.infer<typeof CommunicationStatusSchema>;

export const COMMUNICATION_STATUS_LABELS: Readonly<Record<CommunicationStatus, string>> = {
  sent: 'Enviado',
  pending: 'Pendiente',
  scheduled: 'Programado',
  failed: 'Fallido',
  bounced: 'Rebotado',
  dropped: 'Descartado',
};

const KIND_LABELS: Readonly<Record<string, string>> = {
  'booking-confirmation': 'Confirmación de cita',
  'booking-updated': 'Cambio de cita',
  'booking-cancelled': 'Cancelación de cita',
  'booking-reminder': 'Recordatorio de cita',
  'reminder-appointment': 'Recordatorio de cita',
  'reminder-vaccine': 'Recordatorio de vacuna',
  'reminder-followup': 'Recordatorio de control',
  'record-prescription': 'Receta',
  'record-vaccination-card': 'Cartilla de vacunación',
};

/** The kind in Spanish; an unknown reminder kind still reads as a reminder. */
export function communicationKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? (isReminderKind(kind) ? 'Recordatorio' : 'Mensaje');
}

/** The outbox's own reasons, written before the log showed them, in the clinic's words. */
const REASON_LABELS: Readonly<Record<string, string>> = {
  'booking cancelled': 'La cita fue cancelada',
};

export type OutboxState = {
  status: 'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | 'DROPPED';
  sendAfter: Date;
  lastError: string | null;
};

/**
 * The status a row shows. A FAILED row whose last answer was an SMTP 5xx was refused for good by
 * the receiving server: 'Rebotado'. SENDING is a message on its way: still 'Pendiente'.
 */
export function communicationStatus(row: OutboxState, now: Date): CommunicationStatus {
  switch (row.status) {
    case 'SENT':
      return 'sent';
    case 'DROPPED':
      return 'dropped';
    case 'FAILED':
      return row.lastError && /^5\d\d\b|\b5\d\d[ -]\d\.\d\.\d/.test(row.lastError) ? 'bounced' : 'failed';
    default:
      return row.status === 'PENDING' && row.sendAfter.getTime() > now.getTime() ? 'scheduled' : 'pending';
  }
}

/** The reason shown beside a failed, bounced or dropped message (none for the others). */
export function communicationReason(status: CommunicationStatus, lastError: string | null): string | null {
  if (!lastError || !['failed', 'bounced', 'dropped'].includes(status)) return null;
  return REASON_LABELS[lastError] ?? lastError;
}

export const CommunicationEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  channel: CommunicationChannelSchema,
  subject: z.string(),
  createdAt: z.string(),
  /** When it goes (or went) out: a scheduled message's time. */
  sendAfter: z.string(),
  sentAt: z.string().nullable(),
  status: CommunicationStatusSchema,
  statusLabel: z.string(),
  reason: z.string().nullable(),
  /**
   * What the client did with the message's link: for an appointment's reminder, when they confirmed
   * attendance with it ('Confirmar asistencia'); null otherwise.
   */
  attendanceConfirmedAt: z.string().nullable(),
});
export type CommunicationEntry = z.infer<typeof CommunicationEntrySchema>;

export const CommunicationLogSchema = z.object({
  /** Messages still to go whose time is in the future, soonest first (all of them, never paged). */
  scheduled: z.array(CommunicationEntrySchema),
  /** Everything else, newest first, one page. */
  entries: z.array(CommunicationEntrySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Whether reminders reach this client now, and when they unsubscribed (null if never). */
  reminderConsent: z.boolean(),
  remindersUnsubscribedAt: z.string().nullable(),
  /** Appointments the client missed (status NO_SHOW), beside what they were reminded of. */
  noShowCount: z.number().int(),
});
export type CommunicationLog = z.infer<typeof CommunicationLogSchema>;

export const COMMUNICATION_PAGE_SIZE = 20;

export const CommunicationLogQuerySchema = z.strictObject({
  /** The id of the last entry of the previous page (keyset over created_at, id). */
  cursor: z.guid({ error: 'Cursor inválido' }).optional(),
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int({ error: 'El límite debe ser un número entero' })
    .min(1, { error: 'El límite debe estar entre 1 y 100' })
    .max(100, { error: 'El límite debe estar entre 1 y 100' })
    .optional(),
});
export type CommunicationLogQuery = z.infer<typeof CommunicationLogQuerySchema>;
