import type { Transaction } from '@citavet/db/database';
import { dueReminderSends, localInstant } from '@citavet/domain/reminders/reminder-schedule';
import { settingsFromStored } from '@citavet/domain/reminders/reminder-settings.schema';
import { placeholdersIn, renderTemplate } from '@citavet/domain/reminders/reminder-template';
import { dateTimeFormat } from '@citavet/domain/time/date-time-formats';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../app-dependencies';
import { renderEmailHtml } from '../../mail/email-html';
import { reminderRowsByChannel } from '../../mail/reminder-channels';
import type { ReminderEmail } from '../../mail/reminder-outbox.repository';
import { smsQuotaFactsOf, spaceSmsQuotaState } from '../../sms/sms-quota';
import { findDueReminderFacts, queueDueReminderRows } from './due-reminders.repository';

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
  return dateTimeFormat('es', { dateStyle: 'full', timeZone }).format(localInstant(date, '12:00', timeZone));
}

/** The public booking page with the service of the reminder preselected (`?servicio=`). */
export function bookingPageLink(publicUrl: string, route: string | null, serviceId: string | null): string {
  if (!route) return '';
  const base = `${publicUrl.replace(/\/+$/, '')}/${route}`;
  return serviceId ? `${base}?servicio=${encodeURIComponent(serviceId)}` : base;
}

type ReminderContext = NonNullable<Awaited<ReturnType<typeof findDueReminderFacts>>>;
type ReminderSettings = ReturnType<typeof settingsFromStored>;
type KindSettings = ReminderSettings['vaccine'] | ReminderSettings['followUp'];
type ReminderSend = ReturnType<typeof dueReminderSends>[number];

/**
 * The reminder work of signing an entry, in the signing transaction: what the entry asks for, read in
 * one statement, and its rows written in one more. Answers how many sends were queued.
 */
export async function queueDueReminders(
  tx: Transaction,
  deps: AppDependencies,
  input: { spaceId: string; petId: string; entry: DueEntry; now: Date },
): Promise<number> {
  const facts = dueFactsOf(input.entry);
  if (!facts) return 0;
  const context = await findDueReminderFacts(tx, {
    spaceId: input.spaceId,
    petId: input.petId,
    kind: facts.kind,
    dueOn: facts.dueOn,
    now: input.now,
  });
  if (!context) return 0;
  const settings = settingsFromStored(context.settings);
  const kindSettings = facts.kind === 'VACCINE' ? settings.vaccine : settings.followUp;
  if (!kindSettings.isEnabled) return 0;
  // E-mail or SMS: a client with neither cannot be reminded; a booking made for the date answers it.
  if (context.clientErasedAt || (!context.clientEmail && !context.clientPhone)) return 0;
  if (context.isAnswered) return 0;
  const sends = dueReminderSends({
    dueDate: facts.dueOn,
    daysBefore: kindSettings.daysBefore,
    isOverdueEnabled: facts.kind === 'VACCINE' && settings.vaccine.isOverdueEnabled,
    sendTime: settings.dueSendTime,
    quietHours: settings.quietHours,
    now: input.now.getTime(),
    timeZone: context.timeZone,
  });
  const values = templateValues(deps, facts, context, kindSettings);
  const reminders = sends.map((send) =>
    reminderEmail({ facts, context, settings, kindSettings, values, entryId: input.entry.id }, send),
  );
  const byChannel = await remindersByChannel(tx, deps, input.spaceId, {
    facts,
    context,
    settings,
    values,
    reminders,
  });
  return queueDueReminderRows(tx, {
    rows: [
      ...byChannel.emails.map(({ clientId, ...email }) => (clientId ? { ...email, clientId } : email)),
      ...byChannel.sms,
    ],
    sends: sends.map((send, index) => ({ dedupeKey: reminders[index]?.dedupeKey ?? '', phase: send.phase })),
    due: {
      spaceId: input.spaceId,
      petId: input.petId,
      clientId: context.clientId,
      entryId: input.entry.id,
      kind: facts.kind,
      dueOn: facts.dueOn,
    },
    now: input.now,
  });
}

/** The template's placeholders as this reminder fills them. */
function templateValues(
  deps: AppDependencies,
  facts: DueFacts,
  context: ReminderContext,
  kindSettings: KindSettings,
): Record<string, string> {
  const service =
    kindSettings.serviceId && context.service?.id === kindSettings.serviceId ? context.service.name : '';
  return {
    cliente: context.clientName,
    mascota: context.petName,
    fecha: formatDueDate(facts.dueOn, context.timeZone),
    clinica: context.spaceName,
    servicio: service,
    motivo: facts.motive,
    enlace_reservar: bookingPageLink(deps.config.publicUrl, context.spaceRoute, kindSettings.serviceId),
  };
}

/**
 * One send's e-mail: the kind's template (the overdue one for a vaccine's late send), without the
 * lines whose link is empty, signed by the clinic; its dedupe key is the entry, the date and the phase.
 */
function reminderEmail(
  reminder: {
    facts: DueFacts;
    context: ReminderContext;
    settings: ReminderSettings;
    kindSettings: KindSettings;
    values: Record<string, string>;
    entryId: string;
  },
  send: ReminderSend,
): ReminderEmail {
  const { facts, context, settings, kindSettings, values } = reminder;
  const kind = facts.kind === 'VACCINE' ? 'reminder-vaccine' : 'reminder-followup';
  const template =
    send.phase === 'overdue' && facts.kind === 'VACCINE'
      ? settings.vaccine.overdueTemplate
      : kindSettings.template;
  const body = template
    .split('\n')
    .filter((line) => !placeholdersIn(line).some((name) => name.startsWith('enlace_') && values[name] === ''))
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
    dedupeKey: `${kind}:${reminder.entryId}:${facts.dueOn}:${send.phase}`,
    sendAfter: new Date(send.sendAt),
  };
}

/** E-mail, SMS or both, as the space chose for this kind (decision 074), within its SMS quota. */
async function remindersByChannel(
  tx: Transaction,
  deps: AppDependencies,
  spaceId: string,
  reminder: {
    facts: DueFacts;
    context: ReminderContext;
    settings: ReminderSettings;
    values: Record<string, string>;
    reminders: ReminderEmail[];
  },
) {
  const { facts, context } = reminder;
  const smsQuota =
    deps.config.sms?.isEnabled === true
      ? await spaceSmsQuotaState(tx, smsQuotaFactsOf(deps), spaceId)
      : undefined;
  return reminderRowsByChannel({
    settings: reminder.settings,
    kind: facts.kind === 'VACCINE' ? 'vaccine' : 'followUp',
    isSmsOn: deps.config.sms?.isEnabled === true,
    recipient: {
      email: context.clientEmail,
      phone: context.clientPhone,
      clinic: { country: context.spaceCountry, phones: [] },
    },
    values: reminder.values,
    reminders: reminder.reminders,
    ...(smsQuota ? { smsQuota: { month: smsQuota.month, used: smsQuota.used, quota: smsQuota.quota } } : {}),
  });
}
