import type { Transaction } from '@citavet/db/database';
import { appointmentReminderSends } from '@citavet/domain/reminders/reminder-schedule';
import { settingsFromStored } from '@citavet/domain/reminders/reminder-settings.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { renderEmailHtml } from '../../../mail/email-html';
import { emailLogoUrl } from '../../../mail/email-logo-url';
import { enqueueEmails, type OutgoingEmail } from '../../../mail/outbox.repository';
import { reminderRowsByChannel } from '../../../mail/reminder-channels';
import type { ReminderEmail } from '../../../mail/reminder-outbox.repository';
import { senderAddress } from '../../../mail/sender-address';
import { smsQuotaFactsOf, spaceSmsQuotaState } from '../../../sms/sms-quota';
import { type BookingSummary, findBookingSummary } from '../booking-summary.repository';
import { createBookingCalendarFile } from './booking-calendar-file';
import {
  type ClientLinks,
  confirmationEmail,
  type EmailContent,
  hostNoticeEmail,
  reminderEmail,
  reminderValues,
} from './booking-email-content';

// The promises made to the client (docs/decisions/052-client-emails.md), kept through the outbox: every message is queued
// in the transaction of the event that causes it, so a booking never exists without its e-mails and
// an e-mail never announces a booking that was rolled back. A public booking's statement, a staff
// booking's and a member's status change's leave a draft instead, which the outbox worker expands
// into these e-mails before it sends anything (expand-booking-message-drafts.ts and
// expand-status-message-drafts.ts, decisions 104, 106 and 107).
//
// Appointment reminders follow the space's reminder settings (decision 056): one per offset, at the
// instants packages/domain/src/reminders/reminder-schedule.ts answers; none already past.

export type BookingEvent = {
  bookingId: string;
  /** The token of the client's manage link, when this change created or kept one we still know. */
  manageToken: string | null;
  /** Who caused it: the host is not told about their own changes. Null: the client or the public page. */
  actorId: string | null;
  /** The clinic's staff declined a request (a PENDING booking cancelled by them). */
  isDeclinedRequest?: boolean;
  now: Date;
  /** The space's SMS month as it stands: an SMS reminder that would not fit is refused (decision 081). */
  smsQuota?: { month: string; used: number; quota: number };
};

/** The reminder's 'Confirmar asistencia': the manage link's token, on the public confirm page. */
export function confirmAttendanceLink(publicUrl: string, token: string): string {
  return `${manageLink(publicUrl, token)}/confirmar`;
}

/**
 * What drafting a booking's messages needs of the app: its links, sender and SMS channel. The outbox
 * worker drafts a new booking's messages with only this (features/bookings/emails/expand-booking-message-drafts.ts).
 */
export type DraftingDependencies = {
  config: Pick<AppDependencies['config'], 'publicUrl' | 'mailFrom' | 'sms'>;
};

export function manageLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reservas/${encodeURIComponent(token)}`;
}

function clientLinks(deps: DraftingDependencies, booking: BookingSummary, token: string | null): ClientLinks {
  const link = token ? manageLink(deps.config.publicUrl, token) : null;
  return {
    cancel: booking.allowCancellation ? link : null,
    reschedule: booking.allowRescheduling ? link : null,
  };
}

const USABLE_ADDRESS = /^[^\s@"<>,;]+@[^\s@"<>,;]+\.[^\s@"<>,;]+$/;

/**
 * What every e-mail to the client carries beside its words: the recipient's name in To, replies to
 * the clinic (not to the sender), and an HTML part in the clinic's logo and colour.
 */
export function toClient(
  deps: DraftingDependencies,
  booking: BookingSummary,
  content: EmailContent,
): Pick<OutgoingEmail, 'to' | 'toName' | 'replyTo' | 'subject' | 'text' | 'html'> {
  // The PNG rendition: the stored logo is WebP, which some mail clients do not show.
  const logoUrl = booking.spaceLogoKey
    ? emailLogoUrl(deps.config.publicUrl, booking.spaceId, booking.spaceLogoKey)
    : null;
  return {
    to: booking.clientEmail ?? '',
    toName: booking.clientName,
    ...(booking.spaceEmail && USABLE_ADDRESS.test(booking.spaceEmail) ? { replyTo: booking.spaceEmail } : {}),
    subject: content.subject,
    text: content.text,
    html: renderEmailHtml(content.text, content.subject, {
      spaceName: booking.spaceName,
      color: booking.spaceColor,
      logoUrl,
    }),
  };
}

export async function requireSummary(tx: Transaction, bookingId: string): Promise<BookingSummary> {
  const booking = await findBookingSummary(tx, bookingId);
  if (!booking) throw new Error(`booking ${bookingId} vanished while writing its e-mails`);
  return booking;
}

/** What judging a booking's SMS reminders against the space's SMS month needs of the app. */
export type SmsMonthDependencies = Pick<AppDependencies, 'clock'> & {
  config: Pick<AppDependencies['config'], 'arePlanLimitsOn' | 'sms'>;
};

/** The event with the space's SMS month, when SMS can go from this server at all. */
export async function withSmsQuota(
  tx: Transaction,
  deps: SmsMonthDependencies,
  booking: BookingSummary,
  event: BookingEvent,
): Promise<BookingEvent> {
  if (deps.config.sms?.isEnabled !== true) return event;
  const { month, used, quota } = await spaceSmsQuotaState(tx, smsQuotaFactsOf(deps), booking.spaceId);
  return { ...event, smsQuota: { month, used, quota } };
}

/**
 * The reminders, when the booking is confirmed: a request waiting for approval gets none (and its
 * e-mail promises none) until the clinic confirms it, which queues them with the confirmation. The
 * dedupe key names the booking, its start and the offset, so a retried event never queues twice.
 */
function remindersFor(
  deps: DraftingDependencies,
  booking: BookingSummary,
  links: ClientLinks,
  event: BookingEvent,
): { offsets: number[]; rows: OutgoingEmail[] } {
  const due = dueReminders(booking, event.now);
  if (!due) return { offsets: [], rows: [] };
  const { settings, sends } = due;
  const confirm = event.manageToken ? confirmAttendanceLink(deps.config.publicUrl, event.manageToken) : null;
  const content = reminderEmail(booking, { ...links, confirm }, settings.appointment.template);
  const reminders: ReminderEmail[] = sends.map((send) => ({
    kind: 'reminder-appointment',
    clientId: booking.clientId,
    bookingId: booking.id,
    dedupeKey: `reminder-appointment:${booking.id}:${booking.startAt.toISOString()}:${send.offsetMinutes}`,
    ...toClient(deps, booking, content),
    sendAfter: new Date(send.sendAt),
  }));
  // E-mail, SMS or both, as the space chose for appointments (decision 074).
  const { emails, sms } = reminderRowsByChannel({
    settings,
    kind: 'appointment',
    isSmsOn: deps.config.sms?.isEnabled === true,
    recipient: {
      email: booking.clientEmail,
      phone: booking.clientPhone,
      clinic: { country: booking.spaceCountry, phones: [] },
    },
    values: reminderValues(booking, { ...links, confirm }),
    reminders,
    ...(event.smsQuota ? { smsQuota: event.smsQuota } : {}),
  });
  // A reminder names its client when known; otherwise the database takes the booking's (0023).
  const rows = [
    ...emails.map(({ clientId, ...email }): OutgoingEmail => (clientId ? { ...email, clientId } : email)),
    ...sms,
  ];
  const isReminded = rows.some((row) => !row.droppedReason);
  return { offsets: isReminded ? sends.map((send) => send.offsetMinutes) : [], rows };
}

/** The space's reminder settings and the appointment reminders due for the booking; null: none at all. */
function dueReminders(booking: BookingSummary, now: Date) {
  const settings = settingsFromStored(booking.reminderSettings);
  if (booking.status === 'PENDING' || !settings.appointment.isEnabled) return null;
  const sends = appointmentReminderSends({
    offsetsMinutes: settings.appointment.offsetsMinutes,
    quietHours: settings.quietHours,
    startAt: booking.startAt.getTime(),
    now: now.getTime(),
    timeZone: booking.timeZone,
  });
  return { settings, sends };
}

/**
 * The `reminderOffsets` newBookingMessages answers (for an event without an SMS month), worked out
 * without drafting anything: the public booking answers them at once, while its e-mails are drafted
 * after its write. The same rules decide: the reminders due, and whether any of their rows would go
 * (an e-mail, or an SMS the channel can send); the rows' words play no part in that.
 */
export function newBookingReminderOffsets(
  deps: DraftingDependencies,
  booking: BookingSummary,
  now: Date,
): number[] {
  const due = dueReminders(booking, now);
  if (!due || due.sends.length === 0) return [];
  const { emails, sms } = reminderRowsByChannel({
    settings: due.settings,
    kind: 'appointment',
    isSmsOn: deps.config.sms?.isEnabled === true,
    recipient: {
      email: booking.clientEmail,
      phone: booking.clientPhone,
      clinic: { country: booking.spaceCountry, phones: [] },
    },
    values: {},
    reminders: due.sends.map(
      (send): ReminderEmail => ({
        kind: 'reminder-appointment',
        clientId: null,
        dedupeKey: '',
        to: '',
        subject: '',
        text: '',
        sendAfter: new Date(send.sendAt),
      }),
    ),
  });
  const isReminded = emails.length > 0 || sms.some((row) => !row.droppedReason);
  return isReminded ? due.sends.map((send) => send.offsetMinutes).sort((a, b) => b - a) : [];
}

/** The client's confirmation (with its .ics) and, when due, the reminders (by e-mail, SMS or both). */
export function confirmationFor(
  deps: DraftingDependencies,
  booking: BookingSummary,
  event: BookingEvent,
  kind: 'new' | 'updated',
  previousStartAt?: Date,
): OutgoingEmail[] {
  return confirmationAndReminders(deps, booking, event, kind, previousStartAt).emails;
}

/** The confirmation and the reminders, with the offsets of the reminders that will really go. */
function confirmationAndReminders(
  deps: DraftingDependencies,
  booking: BookingSummary,
  event: BookingEvent,
  kind: 'new' | 'updated',
  previousStartAt?: Date,
): { emails: OutgoingEmail[]; reminderOffsets: number[] } {
  const links = clientLinks(deps, booking, event.manageToken);
  const reminders = remindersFor(deps, booking, links, event);
  const reminderOffsets = [...reminders.offsets].sort((a, b) => b - a);
  if (!booking.clientEmail) return { emails: reminders.rows, reminderOffsets };
  const content = confirmationEmail(booking, {
    kind,
    links,
    reminderOffsets,
    ...(previousStartAt ? { previousStartAt } : {}),
  });
  const confirmation: OutgoingEmail = {
    kind: kind === 'new' ? 'booking-confirmation' : 'booking-updated',
    bookingId: booking.id,
    ...toClient(deps, booking, content),
    attachments: [
      createBookingCalendarFile(booking, {
        now: event.now,
        manageLink: event.manageToken ? manageLink(deps.config.publicUrl, event.manageToken) : null,
        senderAddress: senderAddress(deps.config),
      }),
    ],
    sendAfter: event.now,
  };
  return { emails: [confirmation, ...reminders.rows], reminderOffsets };
}

export function hostNoticeFor(
  booking: BookingSummary,
  event: BookingEvent,
  change: 'new' | 'updated' | 'cancelled',
  previousStartAt?: Date,
): OutgoingEmail[] {
  if (event.actorId === booking.hostId) return [];
  const content = hostNoticeEmail(booking, change, previousStartAt);
  return [
    {
      kind: `booking-host-${change}`,
      bookingId: booking.id,
      to: booking.hostEmail,
      subject: content.subject,
      text: content.text,
      sendAfter: event.now,
    },
  ];
}

/**
 * A new booking: the client's confirmation (with .ics and links), the reminder, the host's notice.
 * Answers the booking as the e-mails describe it, which the caller may show too.
 */
export async function queueNewBookingEmails(
  tx: Transaction,
  deps: AppDependencies,
  event: BookingEvent,
): Promise<BookingSummary> {
  const booking = await requireSummary(tx, event.bookingId);
  await queueNewBookingEmailsOf(tx, deps, booking, event);
  return booking;
}

/** queueNewBookingEmails for a caller that has just read the booking's summary itself. */
export async function queueNewBookingEmailsOf(
  tx: Transaction,
  deps: DraftingDependencies & SmsMonthDependencies,
  booking: BookingSummary,
  event: BookingEvent,
): Promise<void> {
  await enqueueEmails(tx, newBookingEmails(deps, booking, await withSmsQuota(tx, deps, booking, event)));
}

/** The e-mails of a new booking, for a caller that writes them with the booking itself. */
export function newBookingEmails(
  deps: DraftingDependencies,
  booking: BookingSummary,
  event: BookingEvent,
): OutgoingEmail[] {
  return newBookingMessages(deps, booking, event).emails;
}

/**
 * A new booking's e-mails, and the offsets (minutes before the start) of the reminders that will
 * really go out: what the booking page's confirmation promises, the same as its e-mail.
 */
export function newBookingMessages(
  deps: DraftingDependencies,
  booking: BookingSummary,
  event: BookingEvent,
): { emails: OutgoingEmail[]; reminderOffsets: number[] } {
  const { emails, reminderOffsets } = confirmationAndReminders(deps, booking, event, 'new');
  return { emails: [...emails, ...hostNoticeFor(booking, event, 'new')], reminderOffsets };
}
