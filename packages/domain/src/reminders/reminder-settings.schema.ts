import { z } from 'zod';
import { formatOffset } from './reminder-promise';

export { formatOffset };
import '../zod-spanish';
import { isWallTime } from '../time/zoned-time';
import {
  DEFAULT_APPOINTMENT_SMS_TEMPLATE,
  DEFAULT_FOLLOW_UP_SMS_TEMPLATE,
  DEFAULT_VACCINE_SMS_TEMPLATE,
  ReminderChannelModeSchema,
  SmsAccentModeSchema,
  smsTemplateProblem,
} from './reminder-channels';
import {
  APPOINTMENT_PLACEHOLDERS,
  DUE_PLACEHOLDERS,
  SAMPLE_APPOINTMENT_VALUES,
  SAMPLE_DUE_VALUES,
  unknownPlaceholders,
  unknownPlaceholdersMessage,
} from './reminder-template';

// A space's reminder settings (decision 056): one schema for the form and the API.

export const MINUTES_PER_DAY = 1_440;
/** Offsets run from one minute to 30 days before the appointment. */
export const MAX_OFFSET_MINUTES = 30 * MINUTES_PER_DAY;
export const MAX_OFFSETS = 5;
export const MAX_DAYS_BEFORE_DUE = 90;
export const MAX_TEMPLATE_LENGTH = 2_000;

export const REMINDER_MESSAGES = {
  offsetRange: 'Cada aviso debe ser entre 1 minuto y 30 días antes de la cita',
  offsetsRepeated: 'Hay avisos repetidos',
  offsetsTooMany: `Como máximo ${MAX_OFFSETS} avisos por cita`,
  offsetsEmpty: 'Añade al menos un aviso o desactiva los recordatorios de citas',
  daysBefore: `Los días de antelación deben ser un número entero entre 0 y ${MAX_DAYS_BEFORE_DUE}`,
  templateEmpty: 'La plantilla no puede estar vacía',
  templateTooLong: `La plantilla admite como máximo ${MAX_TEMPLATE_LENGTH} caracteres`,
  wallTime: 'La hora debe tener el formato HH:MM',
  quietSame: 'El inicio y el fin del horario silencioso no pueden coincidir',
  saved: 'Recordatorios guardados',
} as const;

const offsetMinutes = z
  .number({ error: REMINDER_MESSAGES.offsetRange })
  .int({ error: REMINDER_MESSAGES.offsetRange })
  .min(1, { error: REMINDER_MESSAGES.offsetRange })
  .max(MAX_OFFSET_MINUTES, { error: REMINDER_MESSAGES.offsetRange });

const wallTime = z.string({ error: REMINDER_MESSAGES.wallTime }).refine(isWallTime, {
  error: REMINDER_MESSAGES.wallTime,
});

function template(valid: readonly string[]) {
  return z
    .string({ error: REMINDER_MESSAGES.templateEmpty })
    .trim()
    .min(1, { error: REMINDER_MESSAGES.templateEmpty })
    .max(MAX_TEMPLATE_LENGTH, { error: REMINDER_MESSAGES.templateTooLong })
    .superRefine((text, context) => {
      const unknown = unknownPlaceholders(text, valid);
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: unknownPlaceholdersMessage(unknown, valid) });
      }
    });
}

const daysBefore = z
  .number({ error: REMINDER_MESSAGES.daysBefore })
  .int({ error: REMINDER_MESSAGES.daysBefore })
  .min(0, { error: REMINDER_MESSAGES.daysBefore })
  .max(MAX_DAYS_BEFORE_DUE, { error: REMINDER_MESSAGES.daysBefore });

const serviceId = z.uuid({ error: 'Elige un servicio válido' }).nullable();

export const AppointmentReminderSettingsSchema = z
  .object({
    isEnabled: z.boolean(),
    offsetsMinutes: z
      .array(offsetMinutes)
      .max(MAX_OFFSETS, { error: REMINDER_MESSAGES.offsetsTooMany })
      .refine((offsets) => new Set(offsets).size === offsets.length, {
        error: REMINDER_MESSAGES.offsetsRepeated,
      }),
    template: template(APPOINTMENT_PLACEHOLDERS),
    // Fields added with SMS: a row stored before them reads with the defaults.
    channels: ReminderChannelModeSchema.default('email'),
    smsTemplate: template(APPOINTMENT_PLACEHOLDERS).default(DEFAULT_APPOINTMENT_SMS_TEMPLATE),
  })
  .refine((settings) => !settings.isEnabled || settings.offsetsMinutes.length > 0, {
    error: REMINDER_MESSAGES.offsetsEmpty,
    path: ['offsetsMinutes'],
  });

export const VaccineReminderSettingsSchema = z.object({
  isEnabled: z.boolean(),
  daysBefore,
  isOverdueEnabled: z.boolean(),
  serviceId,
  template: template(DUE_PLACEHOLDERS),
  overdueTemplate: template(DUE_PLACEHOLDERS),
  channels: ReminderChannelModeSchema.default('email'),
  smsTemplate: template(DUE_PLACEHOLDERS).default(DEFAULT_VACCINE_SMS_TEMPLATE),
});

export const FollowUpReminderSettingsSchema = z.object({
  isEnabled: z.boolean(),
  daysBefore,
  serviceId,
  template: template(DUE_PLACEHOLDERS),
  channels: ReminderChannelModeSchema.default('email'),
  smsTemplate: template(DUE_PLACEHOLDERS).default(DEFAULT_FOLLOW_UP_SMS_TEMPLATE),
});

export const QuietHoursSchema = z
  .object({ isEnabled: z.boolean(), start: wallTime, end: wallTime })
  .refine((quiet) => quiet.start !== quiet.end, { error: REMINDER_MESSAGES.quietSame, path: ['end'] });

export const ReminderSettingsSchema = z
  .object({
    appointment: AppointmentReminderSettingsSchema,
    vaccine: VaccineReminderSettingsSchema,
    followUp: FollowUpReminderSettingsSchema,
    /** Local time of day at which due-date reminders (vaccines, follow-ups) go out. */
    dueSendTime: wallTime,
    quietHours: QuietHoursSchema,
    /** SMS: transliterate to GSM-7 (the default: 160 characters a message) or keep the accents. */
    smsAccents: SmsAccentModeSchema.default('transliterate'),
  })
  .superRefine((settings, context) => {
    // An SMS template is measured as it will go: with sample values, under the accent choice.
    const checks = [
      ['appointment', settings.appointment.smsTemplate, SAMPLE_APPOINTMENT_VALUES],
      ['vaccine', settings.vaccine.smsTemplate, SAMPLE_DUE_VALUES],
      ['followUp', settings.followUp.smsTemplate, SAMPLE_DUE_VALUES],
    ] as const;
    for (const [kind, text, values] of checks) {
      const problem = smsTemplateProblem(text, values, settings.smsAccents);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: [kind, 'smsTemplate'] });
    }
  });
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;
export type QuietHours = z.infer<typeof QuietHoursSchema>;

export const DEFAULT_APPOINTMENT_TEMPLATE = [
  'Hola, {cliente}:',
  '',
  'Te recordamos la cita de {mascota} en {clinica}: {servicio} con {profesional}, el {fecha} a las {hora}.',
  '',
  'Confirmar asistencia: {enlace_confirmar}',
  'Cancelar: {enlace_cancelar}',
  'Reprogramar: {enlace_reprogramar}',
].join('\n');

export const DEFAULT_VACCINE_TEMPLATE = [
  'Hola, {cliente}:',
  '',
  'A {mascota} le toca {motivo} el {fecha}.',
  'Reserva tu cita en {clinica}: {enlace_reservar}',
].join('\n');

export const DEFAULT_VACCINE_OVERDUE_TEMPLATE = [
  'Hola, {cliente}:',
  '',
  'A {mascota} le tocaba {motivo} el {fecha} y aún no tiene cita.',
  'Reserva tu cita en {clinica}: {enlace_reservar}',
].join('\n');

export const DEFAULT_FOLLOW_UP_TEMPLATE = [
  'Hola, {cliente}:',
  '',
  'El próximo control de {mascota} es el {fecha}.',
  'Reserva tu cita en {clinica}: {enlace_reservar}',
].join('\n');

/**
 * What a space that never opened the tab gets: today's single reminder 24 h before, vaccines 7 days
 * before and on overdue, follow-ups 3 days before, at 09:00, and quiet hours off (decision 056).
 */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  appointment: {
    isEnabled: true,
    offsetsMinutes: [MINUTES_PER_DAY],
    template: DEFAULT_APPOINTMENT_TEMPLATE,
    channels: 'email',
    smsTemplate: DEFAULT_APPOINTMENT_SMS_TEMPLATE,
  },
  vaccine: {
    isEnabled: true,
    daysBefore: 7,
    isOverdueEnabled: true,
    serviceId: null,
    template: DEFAULT_VACCINE_TEMPLATE,
    overdueTemplate: DEFAULT_VACCINE_OVERDUE_TEMPLATE,
    channels: 'email',
    smsTemplate: DEFAULT_VACCINE_SMS_TEMPLATE,
  },
  followUp: {
    isEnabled: true,
    daysBefore: 3,
    serviceId: null,
    template: DEFAULT_FOLLOW_UP_TEMPLATE,
    channels: 'email',
    smsTemplate: DEFAULT_FOLLOW_UP_SMS_TEMPLATE,
  },
  dueSendTime: '09:00',
  quietHours: { isEnabled: false, start: '21:00', end: '09:00' },
  smsAccents: 'transliterate',
};

/** The public confirm page's answers. */
/** Stored settings as they read: none, or a row that no longer matches the schema (a later version changed it), read as the defaults. */
export function settingsFromStored(stored: unknown): ReminderSettings {
  if (stored === null || stored === undefined) return DEFAULT_REMINDER_SETTINGS;
  const parsed = ReminderSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_REMINDER_SETTINGS;
}

export const ATTENDANCE_MESSAGES = {
  confirmed: 'Asistencia confirmada',
  invalidLink: 'Este enlace no es válido o ha caducado',
  cancelled: 'Esta cita está cancelada',
  past: 'Esta cita ya pasó',
} as const;

export const AttendanceTokenParamsSchema = z.object({ token: z.string().min(16).max(200) });
export const AttendanceConfirmationSchema = z.object({
  spaceName: z.string(),
  serviceName: z.string(),
  startAt: z.string(),
  timeZone: z.string(),
  clientConfirmedAt: z.string(),
});
export type AttendanceConfirmation = z.infer<typeof AttendanceConfirmationSchema>;
