import type { ReminderChannelMode } from '@citavet/domain/reminders/reminder-channels';
import { DEFAULT_REMINDER_SETTINGS } from '@citavet/domain/reminders/reminder-settings.schema';
import { describe, expect, it } from 'vitest';
import { reminderRowsByChannel, SMS_REFUSALS } from './reminder-channels';
import type { ReminderEmail } from './reminder-outbox.repository';

const reminder: ReminderEmail = {
  kind: 'reminder-appointment',
  clientId: '11111111-1111-4111-8111-111111111111',
  bookingId: '22222222-2222-4222-8222-222222222222',
  dedupeKey: 'reminder-appointment:b:1',
  to: 'lucia@example.com',
  subject: 'Recordatorio',
  text: 'Hola',
  sendAfter: new Date('2026-04-13T08:30:00Z'),
};

const values = { clinica: 'Clínica Central', mascota: 'Luna', fecha: 'martes', hora: '10:30' };

function rows(
  channels: ReminderChannelMode,
  recipient: { email: string | null; phone: string | null },
  options: {
    isSmsOn?: boolean;
    accents?: 'keep' | 'transliterate';
    smsQuota?: { month: string; used: number; quota: number };
  } = {},
) {
  const settings = {
    ...DEFAULT_REMINDER_SETTINGS,
    smsAccents: options.accents ?? 'transliterate',
    appointment: { ...DEFAULT_REMINDER_SETTINGS.appointment, channels },
  };
  return reminderRowsByChannel({
    settings,
    kind: 'appointment',
    isSmsOn: options.isSmsOn ?? true,
    recipient: { ...recipient, clinic: { country: 'España', phones: [] } },
    values,
    reminders: [{ ...reminder, to: recipient.email ?? '' }],
    ...(options.smsQuota ? { smsQuota: options.smsQuota } : {}),
  });
}

describe('reminderRowsByChannel', () => {
  it("'email' queues the e-mail only, as before SMS", () => {
    expect(rows('email', { email: 'lucia@example.com', phone: '600123456' })).toMatchObject({
      emails: [{ dedupeKey: 'reminder-appointment:b:1' }],
      sms: [],
    });
  });

  it("'both' queues an SMS beside the e-mail: same kind, time, booking and client, key + ':sms', E.164, transliterated", () => {
    const { emails, sms } = rows('both', { email: 'lucia@example.com', phone: '600 12 34 56' });
    expect(emails).toHaveLength(1);
    expect(sms).toEqual([
      {
        kind: 'reminder-appointment',
        channel: 'sms',
        to: '+34600123456',
        subject: 'Recordatorio',
        text: 'Clinica Central: cita de Luna el martes a las 10:30. Responde CONFIRMO para confirmar o BAJA para no recibir SMS.',
        segments: 1,
        clientId: reminder.clientId,
        bookingId: reminder.bookingId,
        dedupeKey: 'reminder-appointment:b:1:sms',
        sendAfter: reminder.sendAfter,
      },
    ]);
  });

  it('keeps the accents when the space chose so (UCS-2)', () => {
    const { sms } = rows('sms', { email: null, phone: '600123456' }, { accents: 'keep' });
    expect(sms[0]?.text).toMatch(/^Clínica Central/);
    expect(sms[0]?.segments).toBe(2);
  });

  it("'SMS si no hay email': SMS only for a client without an address", () => {
    expect(rows('sms-if-no-email', { email: 'lucia@example.com', phone: '600123456' }).sms).toEqual([]);
    const without = rows('sms-if-no-email', { email: null, phone: '600123456' });
    expect(without.emails).toEqual([]);
    expect(without.sms[0]).toMatchObject({ to: '+34600123456' });
    expect(without.sms[0]?.droppedReason).toBeUndefined();
  });

  it('a phone that cannot take SMS, when SMS is the only channel, is written DROPPED with the reason', () => {
    expect(rows('sms', { email: 'lucia@example.com', phone: '91 123 45 67' })).toMatchObject({
      emails: [],
      sms: [{ droppedReason: 'Es un teléfono fijo: no puede recibir SMS', to: '91 123 45 67' }],
    });
    expect(rows('sms', { email: null, phone: null }).sms[0]?.droppedReason).toBe(SMS_REFUSALS.noPhone);
  });

  it('with the channel off on the server, the e-mail goes instead; without an address the SMS is dropped with why', () => {
    expect(rows('sms', { email: 'lucia@example.com', phone: '600123456' }, { isSmsOn: false })).toMatchObject(
      {
        emails: [{ to: 'lucia@example.com' }],
        sms: [],
      },
    );
    expect(rows('sms', { email: null, phone: '600123456' }, { isSmsOn: false }).sms[0]?.droppedReason).toBe(
      SMS_REFUSALS.channelOff,
    );
  });

  it("refuses, at queueing, an SMS that would not fit in its month's quota, with the reason; the e-mail still goes", () => {
    const both = (used: number, month = '2026-04') =>
      rows(
        'both',
        { email: 'lucia@example.com', phone: '600 12 34 56' },
        { smsQuota: { month, used, quota: 100 } },
      );
    expect(both(99).sms[0]).not.toHaveProperty('droppedReason');
    expect(both(100)).toMatchObject({
      emails: [{ dedupeKey: 'reminder-appointment:b:1' }],
      sms: [{ droppedReason: 'Cuota mensual de SMS agotada (100 segmentos)' }],
    });
    // Due next month: this month's spent quota is not its own; the worker judges it then.
    expect(both(100, '2026-03').sms[0]).not.toHaveProperty('droppedReason');
  });
});
