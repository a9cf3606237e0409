import { z } from 'zod';
import { isReminderKind } from './reminder-delivery';

// A client's communication log: every message the clinic sent or will send them,
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
  'delivered',
  'expired',
  'pending',
  'scheduled',
  'failed',
  'bounced',
  'dropped',
]);
export type CommunicationStatus = z.infer<typeof CommunicationStatusSchema>;

export const COMMUNICATION_STATUS_LABELS: Readonly<Record<CommunicationStatus, string>> = {
  sent: 'Enviado',
  delivered: 'Entregado',
  expired: 'Caducado',
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
  /** SMS: what the carrier's delivery report said (null until one comes, and for e-mail). */
  deliveryStatus?: 'DELIVERED' | 'UNDELIVERED' | 'EXPIRED' | null;
  deliveryError?: string | null;
};

/** An SMS's own words: queued, handed to the gateway, and what its delivery report said. */
const SMS_STATUS_LABELS: Partial<Record<CommunicationStatus, string>> = {
  pending: 'En cola',
  sent: 'Enviado a la pasarela',
};

/** The label of a status on a channel ('Enviado a la pasarela' for an SMS the gateway took). */
export function communicationStatusLabel(status: CommunicationStatus, channel: CommunicationChannel): string {
  return (channel === 'sms' ? SMS_STATUS_LABELS[status] : undefined) ?? COMMUNICATION_STATUS_LABELS[status];
}

/**
 * The status a row shows. A FAILED row whose last answer was an SMTP 5xx was refused for good by
 * the receiving server: 'Rebotado'. SENDING is a message on its way: still 'Pendiente'.
 */
export function communicationStatus(row: OutboxState, now: Date): CommunicationStatus {
  switch (row.status) {
    case 'SENT':
      if (row.deliveryStatus === 'DELIVERED') return 'delivered';
      if (row.deliveryStatus === 'EXPIRED') return 'expired';
      return row.deliveryStatus === 'UNDELIVERED' ? 'failed' : 'sent';
    case 'DROPPED':
      return 'dropped';
    case 'FAILED':
      return row.lastError && /^5\d\d\b|\b5\d\d[ -]\d\.\d\.\d/.test(row.lastError) ? 'bounced' : 'failed';
    default:
      return row.status === 'PENDING' && row.sendAfter.getTime() > now.getTime() ? 'scheduled' : 'pending';
  }
}

/** The reason shown beside a failed, bounced or dropped message (none for the others). */
export function communicationReason(
  status: CommunicationStatus,
  lastError: string | null,
  deliveryError: string | null = null,
): string | null {
  const reason = deliveryError ?? lastError;
  if (!reason || !['failed', 'bounced', 'dropped', 'expired'].includes(status)) return null;
  return REASON_LABELS[reason] ?? reason;
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
  /** SMS: when the carrier reported it delivered, undelivered or expired. */
  deliveredAt: z.string().nullable(),
  /** SMS: the segments it takes (what the carrier bills); null for e-mail. */
  segments: z.number().int().nullable(),
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

/** What a reply the client texted back asked for ('BAJA'/'STOP', 'CONFIRMO'/'SI', anything else). */
export const SmsReplyIntentSchema = z.enum(['unsubscribe', 'confirm', 'other']);
export type SmsReplyIntentValue = z.infer<typeof SmsReplyIntentSchema>;

export const SMS_REPLY_INTENT_LABELS: Readonly<Record<SmsReplyIntentValue, string>> = {
  unsubscribe: 'Baja de SMS',
  confirm: 'Confirmación',
  other: 'Respuesta',
};

/** A reply (MO) the client sent by SMS through the gateway, as the clinic reads it. */
export const SmsReplyEntrySchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  /** The number it came from, in E.164 as the gateway gave it. */
  fromNumber: z.string(),
  text: z.string(),
  intent: SmsReplyIntentSchema,
  intentLabel: z.string(),
  /** What was done: 'Baja de SMS registrada', 'Cita confirmada'…; null while not yet handled. */
  outcome: z.string().nullable(),
});
export type SmsReplyEntry = z.infer<typeof SmsReplyEntrySchema>;

/** Replies listed at most: the newest ones. */
export const SMS_REPLIES_SHOWN = 50;

/**
 * Where a waitlist request of the client stands, as its row in the log says it: the staff screen's
 * states, with a client's own leaving told apart from the clinic taking them off the list.
 */
export const WaitlistLogStateSchema = z.enum(['waiting', 'offered', 'booked', 'left', 'removed', 'expired']);
export type WaitlistLogState = z.infer<typeof WaitlistLogStateSchema>;

export const WAITLIST_LOG_STATE_LABELS: Readonly<Record<WaitlistLogState, string>> = {
  waiting: 'Esperando',
  offered: 'Oferta enviada',
  booked: 'Reservó',
  left: 'Salió de la lista',
  removed: 'Retirada por la clínica',
  expired: 'Caducada',
};

export type WaitlistRequestFacts = {
  status: 'WAITING' | 'OFFERED' | 'BOOKED' | 'LEFT' | 'EXPIRED';
  expiresAt: Date;
  holdUntil: Date | null;
  bookedAt: Date | null;
  leftBy: 'client' | 'staff' | null;
  leftAt: Date | null;
};

/** The state a request's row shows and the time that goes with it (see WaitlistLogEntry.stateAt). */
export function waitlistLogState(request: WaitlistRequestFacts): {
  state: WaitlistLogState;
  stateAt: Date | null;
} {
  switch (request.status) {
    case 'WAITING':
      return { state: 'waiting', stateAt: request.expiresAt };
    case 'OFFERED':
      return { state: 'offered', stateAt: request.holdUntil };
    case 'BOOKED':
      return { state: 'booked', stateAt: request.bookedAt };
    case 'EXPIRED':
      return { state: 'expired', stateAt: request.expiresAt };
    default:
      return { state: request.leftBy === 'staff' ? 'removed' : 'left', stateAt: request.leftAt };
  }
}

/** A waitlist request made with the client's e-mail (or, without one, their phone) in this space. */
export const WaitlistLogEntrySchema = z.object({
  id: z.string(),
  serviceName: z.string(),
  /** When they joined the list. */
  createdAt: z.string(),
  /** The days and wall times of the clinic they can come ('24:00' ends the day). */
  windows: z.array(z.object({ date: z.string(), from: z.string(), to: z.string() })),
  state: WaitlistLogStateSchema,
  stateLabel: z.string(),
  /**
   * The state's time: waiting, until the request ends; offered, until the hold ends; booked, when
   * the booking was made; left or removed, when; expired, when it ended. Null when not recorded
   * (a request that left before the time was kept, or whose booking was deleted).
   */
  stateAt: z.string().nullable(),
});
export type WaitlistLogEntry = z.infer<typeof WaitlistLogEntrySchema>;

/** Waitlist requests listed at most: the newest ones. */
export const WAITLIST_REQUESTS_SHOWN = 20;

export const CommunicationLogSchema = z.object({
  /** The client's waitlist requests in this space, newest first (the first page only). */
  waitlist: z.array(WaitlistLogEntrySchema),
  /** The SMS the client texted back, newest first (the first page only; empty on the next ones). */
  replies: z.array(SmsReplyEntrySchema),
  /** Messages still to go whose time is in the future, soonest first (all of them, never paged). */
  scheduled: z.array(CommunicationEntrySchema),
  /** Everything else, newest first, one page. */
  entries: z.array(CommunicationEntrySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Whether reminders reach this client now, and when they unsubscribed (null if never). */
  reminderConsent: z.boolean(),
  remindersUnsubscribedAt: z.string().nullable(),
  /** SMS consent, and when the client replied BAJA (null if never). */
  smsConsent: z.boolean(),
  smsUnsubscribedAt: z.string().nullable(),
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
