import { z } from 'zod';
import { checkEndAfterStart, INVALID_PHONE_MESSAGE } from './booking.schema';
import { BookingPetSchema, BookingReasonSchema, SPECIES_REQUIRED_MESSAGE } from './booking-pet.schema';
import { BookingStatusSchema } from './booking-status';
import { isBookingDateTime } from './booking-time';

// The public booking form (payload and form), the answer a
// client gets, and the calls behind the link in the confirmation e-mail (/reservas/{token}).

export const PUBLIC_BOOKING_MESSAGES = {
  nameRequired: 'El nombre es obligatorio',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Ingresa un correo electrónico válido',
  scheduleRequired: 'Error: No se encontró información del horario',
  scheduleInvalid: 'El horario no es válido',
  created: '¡Reserva confirmada!',
  requested: 'Solicitud de reserva recibida. El espacio la confirmará pronto.',
  createFailed: 'Error al crear la reserva',
  slotTaken: 'El horario seleccionado ya no está disponible',
  idempotencyKeyReused: 'La clave de idempotencia ya se usó con otra solicitud',
  idempotencyKeyTooLong: 'La clave de idempotencia no puede superar los 200 caracteres',
  cancelled: 'Reserva cancelada',
  rescheduled: 'Reserva reprogramada',
  cancellationNotAllowed: 'Esta reserva ya no se puede cancelar',
  reschedulingNotAllowed: 'Esta reserva ya no se puede cambiar de horario',
  invalidToken: 'Reserva no encontrada',
  linkExpired:
    'Este enlace ha caducado: la cita terminó o se canceló hace más de 30 días y, por tu privacidad, sus datos ya no se muestran.',
} as const;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

const dateTimeField = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isBookingDateTime, invalid);

/** The client's contact data; `website` is a honeypot people never see, so a bot fills it. */
export const PublicClientInfoSchema = z.strictObject(
  {
    name: z
      .string({ error: PUBLIC_BOOKING_MESSAGES.nameRequired })
      .trim()
      .min(1, PUBLIC_BOOKING_MESSAGES.nameRequired)
      .max(120, 'El nombre debe tener como máximo 120 caracteres'),
    email: z
      .string({ error: PUBLIC_BOOKING_MESSAGES.emailRequired })
      .trim()
      .min(1, PUBLIC_BOOKING_MESSAGES.emailRequired)
      .max(254, PUBLIC_BOOKING_MESSAGES.emailInvalid)
      .pipe(z.email(PUBLIC_BOOKING_MESSAGES.emailInvalid)),
    phone: z
      .string({ error: INVALID_PHONE_MESSAGE })
      .trim()
      .max(40, INVALID_PHONE_MESSAGE)
      .nullable()
      .optional()
      .transform((phone) => (phone ? phone : null))
      .refine((phone) => phone === null || PHONE_PATTERN.test(phone), INVALID_PHONE_MESSAGE),
    website: z.string({ error: 'Debe ser un texto' }).max(2000).optional().default(''),
  },
  { error: 'Los datos del cliente son requeridos' },
);
export type PublicClientInfo = z.infer<typeof PublicClientInfoSchema>;

/**
 * The public booking form (decision 030): the contact data, the pet (its name and species are asked
 * on the form) and an optional reason. The API takes the pet as optional, for older pages and links.
 */
export const PublicBookingFormSchema = PublicClientInfoSchema.extend({
  petName: BookingPetSchema.shape.name,
  // A string in, a species out: the select starts empty ('' answers 'Selecciona la especie').
  species: z.string({ error: SPECIES_REQUIRED_MESSAGE }).pipe(BookingPetSchema.shape.species),
  reason: BookingReasonSchema,
});
export type PublicBookingFormValues = z.input<typeof PublicBookingFormSchema>;

const timeRangeFields = {
  startTime: dateTimeField('La hora de inicio es requerida', 'La hora de inicio no es válida'),
  endTime: dateTimeField('La hora de fin es requerida', 'La hora de fin no es válida'),
};

/**
 * POST /bookings/public. Times are clinic-local 'YYYY-MM-DDTHH:MM' read in the space's zone,
 * or ISO instants with Z or an offset. spaceId, serviceId and hostId are optional:
 * the schedule names them, and when sent they must agree with it.
 */
export const CreatePublicBookingSchema = z
  .strictObject({
    spaceId: z.guid('ID de espacio no válido').optional(),
    serviceScheduleId: z.guid({
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? PUBLIC_BOOKING_MESSAGES.scheduleRequired
          : PUBLIC_BOOKING_MESSAGES.scheduleInvalid,
    }),
    serviceId: z.guid('ID de servicio no válido').optional(),
    hostId: z.guid('ID de profesional no válido').optional(),
    ...timeRangeFields,
    clientInfo: PublicClientInfoSchema,
    // The animal and why it comes (docs/decisions/030): linked on the server to the returning
    // client's pet of that name, or created under the client; the answer never says which.
    pet: BookingPetSchema.optional(),
    reason: BookingReasonSchema,
  })
  .superRefine(checkEndAfterStart);
export type CreatePublicBookingInput = z.infer<typeof CreatePublicBookingSchema>;

const requiredGuid = (required: string, invalid: string) =>
  z.guid({ error: (issue) => (issue.input === undefined || issue.input === '' ? required : invalid) });

/**
 * POST /bookings/public/any-host, 'Cualquier profesional' (decision 054): the same form without a
 * schedule or a host. The server picks a free host of the service fairly, inside the write.
 */
export const CreateAnyHostPublicBookingSchema = z
  .strictObject({
    spaceId: requiredGuid('El espacio es requerido', 'ID de espacio no válido'),
    serviceId: requiredGuid('El servicio es requerido', 'ID de servicio no válido'),
    ...timeRangeFields,
    clientInfo: PublicClientInfoSchema,
    pet: BookingPetSchema.optional(),
    reason: BookingReasonSchema,
  })
  .superRefine(checkEndAfterStart);
export type CreateAnyHostPublicBookingInput = z.infer<typeof CreateAnyHostPublicBookingSchema>;

export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'La clave de idempotencia no puede estar vacía')
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, PUBLIC_BOOKING_MESSAGES.idempotencyKeyTooLong)
    .optional(),
});

/**
 * A booking as its client sees it: what, with whom, when (instants and the space's wall clock), where,
 * and the path of the page that manages it. Never anything about other clients or the team's e-mails.
 */
export const PublicBookingSchema = z.object({
  id: z.string(),
  status: BookingStatusSchema,
  /** ISO UTC instants. */
  startTime: z.string(),
  endTime: z.string(),
  /** The same times on the space's wall clock: 'YYYY-MM-DD' and 'HH:MM'. */
  localDate: z.string(),
  localStartTime: z.string(),
  localEndTime: z.string(),
  timeZone: z.string(),
  duration: z.number(),
  price: z.number(),
  currency: z.string(),
  service: z.object({ id: z.string().nullable(), name: z.string() }),
  host: z.object({ id: z.string(), name: z.string() }),
  space: z.object({
    id: z.string(),
    name: z.string(),
    route: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
  }),
  client: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  /**
   * '/reservas/{token}': the page where the client cancels or changes the booking. Null when a retry
   * is answered (Idempotency-Key): the token is kept nowhere but in the e-mail sent to the client.
   */
  managePath: z.string().nullable(),
  /**
   * Minutes before the start of each reminder that will really go out (largest first; empty: none).
   * Null where the answer does not work them out (a replay, the manage page).
   */
  reminderOffsetsMinutes: z.array(z.number()).nullable().optional(),
});
export type PublicBooking = z.infer<typeof PublicBookingSchema>;

export const PublicBookingResultSchema = z.object({ booking: PublicBookingSchema });

/** GET /public/bookings/{token}: the booking plus what its client may still do. */
export const ManagedBookingSchema = PublicBookingSchema.extend({
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  cancellationReason: z.string().nullable(),
});
export type ManagedBooking = z.infer<typeof ManagedBookingSchema>;

export const ManagedBookingResultSchema = z.object({ booking: ManagedBookingSchema });

export const BookingTokenParamsSchema = z.strictObject({
  token: z
    .string()
    .min(1, PUBLIC_BOOKING_MESSAGES.invalidToken)
    .max(200, PUBLIC_BOOKING_MESSAGES.invalidToken),
});

export const CancelByLinkSchema = z
  .strictObject({
    reason: z
      .string({ error: 'Debe ser un texto' })
      .trim()
      .max(500, 'El motivo debe tener como máximo 500 caracteres')
      .nullable()
      .optional()
      .transform((reason) => (reason ? reason : null)),
  })
  // The reason is optional, and so is the body: a bare POST cancels.
  .nullish()
  .transform((body) => body ?? { reason: null });
export type CancelByLinkInput = z.infer<typeof CancelByLinkSchema>;

export const RescheduleByLinkSchema = z.strictObject(timeRangeFields).superRefine(checkEndAfterStart);
export type RescheduleByLinkInput = z.infer<typeof RescheduleByLinkSchema>;
