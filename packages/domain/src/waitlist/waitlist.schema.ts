import { z } from 'zod';
import { INVALID_PHONE_MESSAGE } from '../bookings/booking.schema';
import { PetSpeciesSchema } from '../pets/pet.schema';
import { isLocalDate, isWallTime } from '../time/zoned-time';

// The public page's 'Avísame si se libera un hueco' form, the offer link's answers and their words
// (docs/decisions/085-waitlist.md).

export const WAITLIST_MESSAGES = {
  joined: 'Te avisaremos si se libera un hueco',
  contactRequired: 'Indica un correo electrónico o un teléfono para poder avisarte',
  windowsRequired: 'Indica al menos un día y una franja horaria',
  windowInvalid: 'La franja horaria no es válida: la hora de fin debe ser posterior a la de inicio',
  windowsInPast: 'Las fechas elegidas ya han pasado: elige un día de hoy en adelante',
  serviceNotBookable: 'Este servicio no admite reservas online, así que no tiene lista de espera',
  offerNotFound: 'No encontramos esta oferta. Puede que el enlace esté incompleto.',
  offerBooked: '¡Listo! Tienes la cita reservada.',
  offerAlreadyUsed:
    'Este hueco ya está confirmado con este enlace. Si no ves la cita, escríbenos y lo revisamos.',
  offerHoldOver:
    'Lo sentimos: el tiempo para confirmar este hueco ha terminado y se ha ofrecido a la siguiente persona. Sigues en la lista de espera y te avisaremos si se libera otro hueco.',
  offerTaken:
    'Lo sentimos: alguien ha reservado este hueco antes. Sigues en la lista de espera y te avisaremos si se libera otro hueco.',
  left: 'Has salido de la lista de espera',
  requestNotFound: 'No encontramos esta solicitud de lista de espera',
} as const;

/** How long a request may last, in days. */
export const WAITLIST_MAX_DAYS = 60;

const WallTimeOrEnd = z
  .string()
  .refine((value) => value === '24:00' || isWallTime(value), WAITLIST_MESSAGES.windowInvalid);

export const WaitlistWindowSchema = z
  .strictObject({
    date: z.string().refine(isLocalDate, 'La fecha no es válida'),
    from: z.string().refine(isWallTime, WAITLIST_MESSAGES.windowInvalid),
    to: WallTimeOrEnd,
  })
  .refine((window) => window.to === '24:00' || window.from < window.to, WAITLIST_MESSAGES.windowInvalid);

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** POST /public/space/:spaceId/service/:serviceId/waitlist. */
export const JoinWaitlistSchema = z
  .strictObject({
    hostId: z.guid('ID de profesional no válido').nullable().optional(),
    name: z
      .string({ error: 'El nombre es obligatorio' })
      .trim()
      .min(1, 'El nombre es obligatorio')
      .max(120, 'El nombre debe tener como máximo 120 caracteres'),
    email: optionalText(254, 'Ingresa un correo electrónico válido').refine(
      (email) => email === null || z.email().safeParse(email).success,
      'Ingresa un correo electrónico válido',
    ),
    phone: optionalText(40, INVALID_PHONE_MESSAGE).refine(
      (phone) => phone === null || /^\+?[\d\s\-()]+$/.test(phone),
      INVALID_PHONE_MESSAGE,
    ),
    petName: optionalText(80, 'El nombre de la mascota debe tener como máximo 80 caracteres'),
    species: PetSpeciesSchema.nullable().optional(),
    windows: z
      .array(WaitlistWindowSchema, { error: WAITLIST_MESSAGES.windowsRequired })
      .min(1, WAITLIST_MESSAGES.windowsRequired)
      .max(31, 'Indica como máximo 31 franjas'),
    days: z
      .number({ error: 'Indica cuántos días dura la solicitud' })
      .int('Indica cuántos días dura la solicitud')
      .min(1, 'La solicitud dura al menos 1 día')
      .max(WAITLIST_MAX_DAYS, `La solicitud dura como máximo ${WAITLIST_MAX_DAYS} días`),
    /** Honeypot. */
    website: z.string().max(2000).optional().default(''),
  })
  .refine((input) => input.email !== null || input.phone !== null, {
    message: WAITLIST_MESSAGES.contactRequired,
    path: ['email'],
  });
export type JoinWaitlistInput = z.infer<typeof JoinWaitlistSchema>;

export const JoinWaitlistResultSchema = z.strictObject({
  request: z.strictObject({ id: z.string(), expiresAt: z.string(), leavePath: z.string() }),
});
export type JoinWaitlistResult = z.infer<typeof JoinWaitlistResultSchema>;

export const WaitlistOfferResultSchema = z.strictObject({
  outcome: z.enum(['BOOKED', 'ALREADY_BOOKED', 'HOLD_OVER', 'TAKEN']),
  /** The client is still on the list (their request waits for the next slot). */
  isStillOnList: z.boolean(),
  bookingId: z.string().nullable(),
  managePath: z.string().nullable(),
});
export type WaitlistOfferResult = z.infer<typeof WaitlistOfferResultSchema>;
