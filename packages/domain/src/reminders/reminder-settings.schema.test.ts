import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_SETTINGS,
  formatOffset,
  REMINDER_MESSAGES,
  ReminderSettingsSchema,
} from './reminder-settings.schema';
import { renderTemplate, SAMPLE_APPOINTMENT_VALUES } from './reminder-template';

function withAppointment(change: Partial<typeof DEFAULT_REMINDER_SETTINGS.appointment>) {
  return {
    ...DEFAULT_REMINDER_SETTINGS,
    appointment: { ...DEFAULT_REMINDER_SETTINGS.appointment, ...change },
  };
}

function messages(input: unknown): string[] {
  const result = ReminderSettingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('reminder settings schema', () => {
  it('accepts the defaults', () => {
    expect(ReminderSettingsSchema.parse(DEFAULT_REMINDER_SETTINGS)).toEqual(DEFAULT_REMINDER_SETTINGS);
  });

  it.each([0, -60, 43_201, 1.5])('refuses the offset %s with a Spanish message', (offset) => {
    expect(messages(withAppointment({ offsetsMinutes: [offset] }))).toEqual([REMINDER_MESSAGES.offsetRange]);
  });

  it('accepts 1 minute and 30 days, refuses repeats', () => {
    expect(messages(withAppointment({ offsetsMinutes: [1, 43_200] }))).toEqual([]);
    expect(messages(withAppointment({ offsetsMinutes: [120, 120] }))).toEqual([
      REMINDER_MESSAGES.offsetsRepeated,
    ]);
  });

  it('lists the unknown placeholders and the valid ones', () => {
    expect(messages(withAppointment({ template: 'Hola {cliente}, {perro} {x}' }))).toEqual([
      'Marcadores no válidos: {perro}, {x}. Válidos: {cliente}, {mascota}, {fecha}, {hora}, {clinica}, {profesional}, {servicio}, {enlace_confirmar}, {enlace_cancelar}, {enlace_reprogramar}',
    ]);
    const vaccine = { ...DEFAULT_REMINDER_SETTINGS.vaccine, template: 'Reserva: {enlace_confirmar}' };
    expect(messages({ ...DEFAULT_REMINDER_SETTINGS, vaccine })[0]).toMatch(
      /^Marcadores no válidos: \{enlace_confirmar\}\. Válidos: \{cliente\}/,
    );
  });

  it('refuses quiet hours that start and end together, and bad wall times', () => {
    const quietHours = { isEnabled: true, start: '22:00', end: '22:00' };
    expect(messages({ ...DEFAULT_REMINDER_SETTINGS, quietHours })).toEqual([REMINDER_MESSAGES.quietSame]);
    expect(messages({ ...DEFAULT_REMINDER_SETTINGS, dueSendTime: '25:00' })).toEqual([
      REMINDER_MESSAGES.wallTime,
    ]);
  });

  it('renders a template with the sample data', () => {
    expect(renderTemplate('{cliente} y {mascota} a las {hora}', SAMPLE_APPOINTMENT_VALUES)).toBe(
      'Lucía Pérez y Luna a las 10:30',
    );
  });

  it('names offsets as the chips show them', () => {
    expect([120, 1440, 2880, 4320, 30, 1530].map(formatOffset)).toEqual([
      '2 h',
      '24 h',
      '48 h',
      '3 días',
      '30 min',
      '1 día 1 h 30 min',
    ]);
  });
});

describe('SMS settings', () => {
  it('reads a row stored before SMS with e-mail only, the default SMS templates and GSM-7', () => {
    const { smsAccents: _a, ...old } = DEFAULT_REMINDER_SETTINGS;
    const stored = JSON.parse(JSON.stringify(old));
    for (const kind of ['appointment', 'vaccine', 'followUp']) {
      delete stored[kind].channels;
      delete stored[kind].smsTemplate;
    }
    expect(ReminderSettingsSchema.parse(stored)).toEqual(DEFAULT_REMINDER_SETTINGS);
  });

  it('refuses an SMS template over 6 segments, with the count', () => {
    const long = `{cliente} ${'texto largo '.repeat(80)}`;
    const result = ReminderSettingsSchema.safeParse({
      ...DEFAULT_REMINDER_SETTINGS,
      vaccine: { ...DEFAULT_REMINDER_SETTINGS.vaccine, smsTemplate: long },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['vaccine', 'smsTemplate'],
      message: 'El SMS ocupa 7 segmentos; el máximo es 6',
    });
  });

  it('measures under the accent choice: the same text costs more with accents kept', () => {
    const text = `{mascota} ${'vacunación '.repeat(40)}`;
    const base = {
      ...DEFAULT_REMINDER_SETTINGS,
      vaccine: { ...DEFAULT_REMINDER_SETTINGS.vaccine, smsTemplate: text },
    };
    expect(ReminderSettingsSchema.safeParse(base).success).toBe(true);
    expect(ReminderSettingsSchema.safeParse({ ...base, smsAccents: 'keep' }).success).toBe(false);
  });
});
