import type { Transaction } from '@citavet/db/database';
import { DUE_BOOKING_WINDOW_DAYS, isBookingForDue } from '@citavet/domain/reminders/due-booking';
import { dueReminderSends, localInstant } from '@citavet/domain/reminders/reminder-schedule';
import type { ReminderSettings } from '@citavet/domain/reminders/reminder-settings.schema';
import { placeholdersIn, renderTemplate } from '@citavet/domain/reminders/reminder-template';
import { addDays, type LocalDate, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../app-dependencies';
import { renderEmailHtml } from '../../mail/email-html';
import { reminderRowsByChannel } from '../../mail/reminder-channels';
import {
  enqueueReminders,
  findPetReminderContext,
  findReminderSettings,
  findServiceName,
  listKeptPetBookings,
  type ReminderEmail,
  recordPetDueReminders,
} from '../../mail/reminder-outbox.repository';
import { smsQuotaFactsOf, spaceSmsQuotaState } from '../../sms/sms-quota';

// Vaccine, deworming and follow-up reminders (decision 056): queued when the record entry that names
// the due date is SIGNED (a draft may still change its date), in that transaction. Only a booking
// made for the due date at or after that stops them (packages/domain/src/reminders/due-booking.ts):
// the change feed drops the pending ones when such a booking is written (decision 069), and one made
// at this very instant is looked for here.

export type DueEntry = {
  id: string;
  kind: string;
  content: Record<string, unknown>;
};

type DueFacts = { kind: 'VACCINE' | 'FOLLOW_UP'; dueOn: LocalDate; motive: string };

/** What of a signed entry asks for a reminder: a vaccine's or dewormer's next dose, a próximo control. */
export function dueFactsOf(entry: DueEntry): DueFacts | null {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  if (entry.kind === 'VACCINATION' || entry.kind === 'DEWORMING') {
    const dueOn = text(entry.content.nextDueOn);
    const product = text(entry.content.product) ?? '';
    if (!dueOn) return null;
    const motive = entry.kind === 'VACCINATION' ? `la vacuna ${product}` : `la desparasitación (${product})`;
    return { kind: 'VACCINE', dueOn, motive: motive.trim() };
  }
  if (entry.kind === 'CONSULTATION') {
    const dueOn = text(entry.content.nextControlOn);
    return dueOn ? { kind: 'FOLLOW_UP', dueOn, motive: 'el próximo control' } : null;
  }
  return null;
}

function formatDueDate(date: LocalDate, timeZone: string): string {
  return new Intl.DateTimeFormat('es', { dateStyle: 'full', timeZone }).format(
    localInstant(date, '12:00', timeZone),
  );
}

/** The public booking page with the service of the reminder preselected (`?servicio=`). */
export function bookingPageLink(publicUrl: string, route: string | null, serviceId: string | null): string {
  if (!route) return '';
  const base = `${publicUrl.replace(/\/+$/, '')}/${route}`;
  return serviceId ? `${base}?servicio=${encodeURIComponent(serviceId)}` : base;
}

export async function queueDueReminders(
  tx: Transaction,
  deps: AppDependencies,
  input: { spaceId: string; petId: string; entry: DueEntry; now: Date },
): Promise<number> {
  const facts = dueFactsOf(input.entry);
  if (!facts) return 0;
  const settings: ReminderSettings = await findReminderSettings(tx, input.spaceId);
  const kindSettings = facts.kind === 'VACCINE' ? settings.vaccine : settings.followUp;
  if (!kindSettings.isEnabled) return 0;
  const context = await findPetReminderContext(tx, input.spaceId, input.petId);
  // E-mail or SMS: a client with neither cannot be reminded.
  if (!context || context.clientErasedAt || (!context.clientEmail && !context.clientPhone)) return 0;
  const window = {
    startAt: startOfLocalDay(facts.dueOn, context.timeZone),
    endAt: startOfLocalDay(addDays(facts.dueOn, DUE_BOOKING_WINDOW_DAYS), context.timeZone),
  };
  const booked = await listKeptPetBookings(tx, input.petId, window);
  const isAnswered = booked.some((booking) =>
    isBookingForDue({
      startAt: booking.startAt.getTime(),
      bookedAt: booking.bookedAt.getTime(),
      dueOn: facts.dueOn,
      reminderSetAt: input.now.getTime(),
      timeZone: context.timeZone,
    }),
  );
  if (isAnswered) return 0;
  const sends = dueReminderSends({
    dueDate: facts.dueOn,
    daysBefore: kindSettings.daysBefore,
    isOverdueEnabled: facts.kind === 'VACCINE' && settings.vaccine.isOverdueEnabled,
    sendTime: settings.dueSendTime,
    quietHours: settings.quietHours,
    now: input.now.getTime(),
    timeZone: context.timeZone,
  });
  const values: Record<string, string> = {
    cliente: context.clientName,
    mascota: context.petName,
    fecha: formatDueDate(facts.dueOn, context.timeZone),
    clinica: context.spaceName,
    servicio:
      (kindSettings.serviceId && (await findServiceName(tx, input.spaceId, kindSettings.serviceId))) ?? '',
    motivo: facts.motive,
    enlace_reservar: bookingPageLink(deps.config.publicUrl, context.spaceRoute, kindSettings.serviceId),
  };
  const kind = facts.kind === 'VACCINE' ? 'reminder-vaccine' : 'reminder-followup';
  const reminders: ReminderEmail[] = sends.map((send) => {
    const template =
      send.phase === 'overdue' && facts.kind === 'VACCINE'
        ? settings.vaccine.overdueTemplate
        : kindSettings.template;
    const body = template
      .split('\n')
      .filter(
        (line) => !placeholdersIn(line).some((name) => name.startsWith('enlace_') && values[name] === ''),
      )
      .map((line) => renderTemplate(line, values));
    const text = [...body, '', `— ${context.spaceName}, con Citavet`].join('\n');
    const subject =
      send.phase === 'overdue'
        ? `Recordatorio: ${facts.motive} de ${context.petName} está pendiente`
        : `Recordatorio: ${facts.motive} de ${context.petName}`;
    return {
      kind,
      clientId: context.clientId,
      to: context.clientEmail ?? '',
      toName: context.clientName,
      ...(context.spaceEmail ? { replyTo: context.spaceEmail } : {}),
      subject,
      text,
      html: renderEmailHtml(text, subject, {
        spaceName: context.spaceName,
        color: context.spaceColor,
        logoUrl: null,
      }),
      dedupeKey: `${kind}:${input.entry.id}:${facts.dueOn}:${send.phase}`,
      sendAfter: new Date(send.sendAt),
    };
  });
  // E-mail, SMS or both, as the space chose for this kind (decision 074).
  const smsQuota =
    deps.config.sms?.isEnabled === true
      ? await spaceSmsQuotaState(tx, smsQuotaFactsOf(deps), input.spaceId)
      : undefined;
  const byChannel = reminderRowsByChannel({
    settings,
    kind: facts.kind === 'VACCINE' ? 'vaccine' : 'followUp',
    isSmsOn: deps.config.sms?.isEnabled === true,
    recipient: {
      email: context.clientEmail,
      phone: context.clientPhone,
      clinic: { country: context.spaceCountry, phones: [] },
    },
    values,
    reminders,
    ...(smsQuota ? { smsQuota: { month: smsQuota.month, used: smsQuota.used, quota: smsQuota.quota } } : {}),
  });
  const ids = await enqueueReminders(tx, byChannel.emails);
  const smsIds = await enqueueReminders(tx, byChannel.sms as ReminderEmail[]);
  for (const [key, id] of smsIds)
    if (!ids.has(key.replace(/:sms$/, ''))) ids.set(key.replace(/:sms$/, ''), id);
  await recordPetDueReminders(
    tx,
    sends.flatMap((send, index) => {
      const outboxId = ids.get(reminders[index]?.dedupeKey ?? '');
      return outboxId
        ? [
            {
              spaceId: input.spaceId,
              petId: input.petId,
              clientId: context.clientId,
              entryId: input.entry.id,
              kind: facts.kind,
              phase: send.phase,
              dueOn: facts.dueOn,
              outboxId,
              createdAt: input.now,
            },
          ]
        : [];
    }),
  );
  return ids.size;
}
