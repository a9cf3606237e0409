import { z } from 'zod';

// A professional's CalDAV account in 'Mi calendario' (docs/decisions/087): connect, choose, disconnect.

export const CALDAV_CONNECTION_MESSAGES = {
  connected: 'Calendario conectado. Elige qué calendarios bloquean tu agenda.',
  updated: 'Preferencias del calendario guardadas',
  disconnected: 'Calendario desconectado',
  notConnected: 'Todavía no has conectado tu calendario',
  unknownCalendar:
    'Ese calendario no está en tu cuenta. Vuelve a conectar para ver los calendarios actuales.',
  hostOnly: 'Solo los profesionales con agenda propia pueden conectar su calendario',
  readOnlyCalendar: 'Ese calendario es de solo lectura. Elige otro para recibir tus citas.',
} as const;

export const ConnectCalDavSchema = z.strictObject({
  url: z
    .string({ error: 'Escribe la dirección de tu servidor de calendario' })
    .trim()
    .min(1, 'Escribe la dirección de tu servidor de calendario')
    .max(2000, 'La dirección es demasiado larga'),
  user: z
    .string({ error: 'Escribe tu usuario del calendario' })
    .trim()
    .min(1, 'Escribe tu usuario del calendario')
    .max(320, 'El usuario es demasiado largo'),
  password: z
    .string({ error: 'Escribe la contraseña de aplicación' })
    .min(1, 'Escribe la contraseña de aplicación')
    .max(1000, 'La contraseña es demasiado larga'),
});
export type ConnectCalDav = z.infer<typeof ConnectCalDavSchema>;

export const UpdateCalDavConnectionSchema = z.strictObject({
  busyCalendarUrls: z
    .array(z.string().max(2000), { error: 'Elige los calendarios que bloquean tu agenda' })
    .max(100),
  targetCalendarUrl: z.string().max(2000).nullable(),
});
export type UpdateCalDavConnection = z.infer<typeof UpdateCalDavConnectionSchema>;

export const CalDavCalendarSchema = z.object({
  url: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  blocksTime: z.boolean(),
  receivesBookings: z.boolean(),
  /** False when the account may only read it: it cannot receive bookings. */
  writable: z.boolean(),
});

export const CalDavConnectionSchema = z.object({
  url: z.string(),
  user: z.string(),
  calendars: z.array(CalDavCalendarSchema),
  lastPulledAt: z.string().nullable(),
  /** Pulls have failed since then ('Tu calendario no responde desde …'); null while they work. */
  failingSince: z.string().nullable(),
  lastFailure: z.string().nullable(),
  /**
   * Writing bookings to the chosen calendar stopped since then, with the reason (the calendar was
   * removed on the server); null while they are written. Choosing a calendar again clears it.
   */
  writeFailingSince: z.string().nullable(),
  writeFailure: z.string().nullable(),
});
export type CalDavConnection = z.infer<typeof CalDavConnectionSchema>;

export const CalDavConnectionStatusSchema = z.object({
  connection: CalDavConnectionSchema.nullable(),
  /** Whether this member has an agenda of their own to block (RECEPTION has none). */
  canConnect: z.boolean(),
});
export type CalDavConnectionStatus = z.infer<typeof CalDavConnectionStatusSchema>;

/** One professional's CalDAV health as the agenda shows it to staff (docs/decisions/091). */
export const CalDavHostHealthSchema = z.object({
  hostId: z.string(),
  /** 'Tu calendario no responde desde …': the first failure of the current run; null while pulls work. */
  failingSince: z.string().nullable(),
  lastFailure: z.string().nullable(),
  /** The busy time in the slots is older than the limit: a personal event may not block yet. */
  isStale: z.boolean(),
  /** When the busy time in the slots was read (null: never). */
  busyTimeAsOf: z.string().nullable(),
});
export type CalDavHostHealth = z.infer<typeof CalDavHostHealthSchema>;

export const CalDavHealthSchema = z.object({
  /** Only connections that fail or are stale: the others have nothing to say. */
  hosts: z.array(CalDavHostHealthSchema),
  staleAfterMinutes: z.number().int(),
});
export type CalDavHealthList = z.infer<typeof CalDavHealthSchema>;
