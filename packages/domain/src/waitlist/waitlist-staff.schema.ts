import { z } from 'zod';
import { isLocalDate } from '../time/zoned-time';

// The staff's side of the waitlist (docs/decisions/089-waitlist-staff.md): the screen's list, the
// offer made by hand, taking someone off, the hold setting and the report's figure.

export const WAITLIST_STAFF_MESSAGES = {
  offered: 'Oferta enviada: le hemos escrito para que confirme el hueco',
  removed: 'Solicitud quitada de la lista de espera',
  requestNotWaiting:
    'Esta solicitud ya no está esperando (tiene una oferta abierta, ya reservó, salió de la lista o caducó)',
  requestUnreachable:
    'Esta solicitud no tiene correo electrónico y no se le puede enviar un SMS: llama al cliente para ofrecerle el hueco',
  slotInPast: 'Ese hueco ya ha pasado: elige uno de ahora en adelante',
  slotNotFree: 'Ese hueco ya no está libre: elige otro de la lista',
  slotWrongHost: 'Esta solicitud es para otro profesional: elige un hueco de ese profesional',
  slotNotOwn: 'Solo puedes ofrecer huecos de tu propia agenda',
  serviceNotBookable: 'Este servicio no admite reservas online, así que no se pueden enviar ofertas',
  hostNotFound: 'Profesional no encontrado en este espacio',
  holdMinutesInvalid: 'El tiempo para confirmar una oferta debe estar entre 5 y 120 minutos',
} as const;

/** The hold a waitlist offer gives its person, in minutes: long enough to read an e-mail, short enough to pass the slot on. */
export const WAITLIST_HOLD_MINUTES = { min: 5, max: 120, default: 15 } as const;

/** The space setting's one schema, shared by the settings form and PATCH /spaces/{spaceId}/waitlist-settings. */
export const WaitlistSettingsSchema = z.strictObject({
  holdMinutes: z
    .number({ error: WAITLIST_STAFF_MESSAGES.holdMinutesInvalid })
    .int(WAITLIST_STAFF_MESSAGES.holdMinutesInvalid)
    .min(WAITLIST_HOLD_MINUTES.min, WAITLIST_STAFF_MESSAGES.holdMinutesInvalid)
    .max(WAITLIST_HOLD_MINUTES.max, WAITLIST_STAFF_MESSAGES.holdMinutesInvalid),
});
export type WaitlistSettings = z.infer<typeof WaitlistSettingsSchema>;

export const WaitlistStatusSchema = z.enum(['WAITING', 'OFFERED', 'BOOKED', 'LEFT', 'EXPIRED']);
export type WaitlistStatus = z.infer<typeof WaitlistStatusSchema>;

export const WAITLIST_STATUS_LABELS: Readonly<Record<WaitlistStatus, string>> = {
  WAITING: 'Esperando',
  OFFERED: 'Oferta enviada',
  BOOKED: 'Reservó',
  LEFT: 'Salió de la lista',
  EXPIRED: 'Caducada',
};

/** GET /spaces/{spaceId}/waitlist: by service and by a day one of the windows names. */
export const StaffWaitlistQuerySchema = z.strictObject({
  serviceId: z.guid('ID de servicio no válido').optional(),
  date: z.string().refine(isLocalDate, 'La fecha no es válida').optional(),
  /** 'all' adds those who booked, left or expired; by default only who still waits. */
  include: z.enum(['active', 'all'], { error: 'Filtro no válido' }).optional().default('active'),
});
export type StaffWaitlistQuery = z.infer<typeof StaffWaitlistQuerySchema>;

export const StaffWaitlistEntrySchema = z.strictObject({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  hostId: z.string().nullable(),
  hostName: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  clientPhone: z.string().nullable(),
  petName: z.string().nullable(),
  petSpecies: z.string().nullable(),
  windows: z.array(z.strictObject({ date: z.string(), from: z.string(), to: z.string() })),
  status: WaitlistStatusSchema,
  /** The open offer of an OFFERED request: the slot and until when it is held. */
  offer: z.strictObject({ startAt: z.string(), hostId: z.string(), holdUntil: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffWaitlistEntry = z.infer<typeof StaffWaitlistEntrySchema>;
export const StaffWaitlistSchema = z.strictObject({
  timeZone: z.string(),
  requests: z.array(StaffWaitlistEntrySchema),
});
export type StaffWaitlist = z.infer<typeof StaffWaitlistSchema>;

/** POST /spaces/{spaceId}/waitlist/{requestId}/offers: a slot the staff picked from the availability. */
export const OfferWaitlistSlotSchema = z.strictObject({
  hostId: z.guid('El profesional no es válido'),
  startAt: z.iso.datetime({ offset: true, error: 'La hora del hueco no es válida' }),
  endAt: z.iso.datetime({ offset: true, error: 'La hora del hueco no es válida' }),
});
export type OfferWaitlistSlotInput = z.infer<typeof OfferWaitlistSlotSchema>;

export const OfferWaitlistSlotResultSchema = z.strictObject({
  offer: z.strictObject({ id: z.string(), requestId: z.string(), holdUntil: z.string() }),
});
export type OfferWaitlistSlotResult = z.infer<typeof OfferWaitlistSlotResultSchema>;

/** What the waitlist gave back in a report's period: slots refilled, and the income they kept. */
export const WaitlistRefillsSchema = z.strictObject({
  refilledSlots: z.number().int(),
  /** The booked price of those bookings, per currency (never summed across currencies). */
  keptIncome: z.array(z.strictObject({ currency: z.string(), amount: z.string() })),
});
export type WaitlistRefills = z.infer<typeof WaitlistRefillsSchema>;
