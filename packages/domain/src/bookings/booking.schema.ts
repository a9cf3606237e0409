import { z } from 'zod';
import { isUuid } from '../api/uuid';
import { isSingleLineText, LINE_BREAK_MESSAGE } from '../text/control-characters';
import { commaList, dateTimeField, idField, optionalText, paging } from './booking-fields';
import { BookingPetSchema, BookingPetViewSchema, BookingReasonSchema } from './booking-pet.schema';
import { BOOKING_STATUSES, type BookingStatus, BookingStatusSchema } from './booking-status';
import { isDateBound, isSupportedDate, parseBookingDateTime } from './booking-time';

const isLocalDateText = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isDateBound(value);

// Payloads and answers of the authenticated booking calls with the messages the screens show.
// Times are ISO instants, or clinic-local date-times read in the space's zone.

export const CLIENT_NAME_REQUIRED_MESSAGE = 'El nombre del cliente es requerido';
export const END_AFTER_START_MESSAGE = 'La hora de fin debe ser posterior a la de inicio';
export const INVALID_EMAIL_MESSAGE = 'Ingresa un correo electrónico válido';
export const INVALID_PHONE_MESSAGE = 'Formato de teléfono inválido';

export const BOOKING_NOT_FOUND_MESSAGE = 'Reserva no encontrada';
export const SCHEDULE_NOT_FOUND_MESSAGE = 'Horario no encontrado';
export const PAST_BOOKING_MESSAGE = 'No se pueden crear reservas en fechas u horarios pasados';
export const DISABLED_DATE_BOOKING_MESSAGE =
  'No se pueden crear reservas en esta fecha ya que está deshabilitada. Consulta con el administrador para más información.';
export const BOOKING_OVERLAP_MESSAGE = 'Ya existe una reserva en ese horario';
export const INTERNAL_BOOKING_FORBIDDEN_MESSAGE =
  'No tienes permisos para crear reservas internas en este espacio';
export const OTHER_MEMBER_BOOKING_FORBIDDEN_MESSAGE =
  'Solo los administradores pueden crear reservas para otros miembros';
export const NO_ACTIVE_SCHEDULES_MESSAGE =
  'No hay horarios activos configurados para este servicio y miembro.';
export const ASSIGNED_MEMBER_UNKNOWN_MESSAGE = 'No se pudo determinar el miembro asignado para la cita.';
export const SERVICE_NOT_FOUND_MESSAGE = 'Servicio no encontrado. Por favor, verifica la selección.';
export const SERVICE_NOT_BOOKABLE_MESSAGE = 'Este servicio no admite reservas en línea';
export const SLOT_NOT_OFFERED_MESSAGE = 'El horario seleccionado no está disponible. Elige otro horario.';
export const SKIPPED_LOCAL_TIME_MESSAGE =
  'Esa hora no existe en la zona horaria del espacio (cambio de horario). Elige otra hora.';
export const CANCELLATION_NOT_ALLOWED_MESSAGE = 'Este servicio no permite cancelar reservas';
export const OTHER_AGENDAS_FORBIDDEN_MESSAGE =
  'Solo los administradores pueden ver las agendas de otros miembros';
export const SPACE_REQUIRED_MESSAGE = 'Indica el espacio (spaceId)';

/** Staff booking outside the published schedule or on a closed day: the question they confirm (055). */
export const OUTSIDE_SCHEDULE_CONFIRM_MESSAGE = 'Fuera de horario: ¿agendar igualmente?';

const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
const MAX_NOTES_LENGTH = 2000;

const optionalEmail = optionalText(254, INVALID_EMAIL_MESSAGE).pipe(
  z.email(INVALID_EMAIL_MESSAGE).nullable(),
);
const optionalPhone = optionalText(40, INVALID_PHONE_MESSAGE).refine(
  (phone) => phone === null || PHONE_PATTERN.test(phone),
  INVALID_PHONE_MESSAGE,
);

export const ClientInfoSchema = z.strictObject(
  {
    name: z
      .string({ error: CLIENT_NAME_REQUIRED_MESSAGE })
      .trim()
      .refine(isSingleLineText, LINE_BREAK_MESSAGE)
      .min(1, CLIENT_NAME_REQUIRED_MESSAGE)
      .max(120, 'El nombre del cliente debe tener como máximo 120 caracteres'),
    email: optionalEmail,
    phone: optionalPhone,
  },
  { error: 'Los datos del cliente son requeridos' },
);
export type ClientInfo = z.infer<typeof ClientInfoSchema>;

const bookingFields = {
  serviceScheduleId: idField('El horario es requerido', 'El horario no es válido'),
  startTime: dateTimeField('La hora de inicio es requerida', 'La hora de inicio no es válida'),
  endTime: dateTimeField('La hora de fin es requerida', 'La hora de fin no es válida'),
  notes: optionalText(MAX_NOTES_LENGTH, `Las notas deben tener como máximo ${MAX_NOTES_LENGTH} caracteres`),
};

/**
 * Staff only (decision 055): the member confirmed 'Fuera de horario: ¿agendar igualmente?'. Absent
 * from the client and public schemas, which are strict, so those routes refuse it.
 */
const isOutsideScheduleField = z
  .boolean({ error: 'isOutsideSchedule debe ser verdadero o falso' })
  .optional();

/** End after start, when both are written the same way; mixed forms are compared once resolved. */
export function checkEndAfterStart(range: { startTime: string; endTime: string }, context: z.RefinementCtx) {
  const start = parseBookingDateTime(range.startTime);
  const end = parseBookingDateTime(range.endTime);
  if (start === null || end === null) return;
  const isEndBeforeStart =
    start.kind === 'instant' && end.kind === 'instant'
      ? end.epochMilliseconds <= start.epochMilliseconds
      : start.kind === 'local' && end.kind === 'local'
        ? `${end.date}T${end.time}` <= `${start.date}T${start.time}`
        : false;
  if (isEndBeforeStart)
    context.addIssue({ code: 'custom', path: ['endTime'], message: END_AFTER_START_MESSAGE });
}

export const CLIENT_REQUIRED_MESSAGE = 'Los datos del cliente son requeridos';
export const CLIENT_ONE_WAY_MESSAGE = 'Indica un cliente existente o los datos de uno nuevo, no ambos';
export const PET_ONE_WAY_MESSAGE = 'Indica una mascota existente o los datos de una nueva, no ambas';
export const NEW_CLIENT_EXISTING_PET_MESSAGE = 'Un cliente nuevo no puede tener una mascota existente';

/**
 * Who a staff booking is for (docs/decisions/030): a client of the space (`clientId`) or a new one
 * (`clientInfo`, found by e-mail or phone when it already exists), and a pet of that client
 * (`petId`; alone, it names its owner too) or a new one (`pet`), and why they come (`reason`).
 */
const staffClientFields = {
  clientId: idField('El cliente es requerido', 'El cliente no es válido').optional(),
  clientInfo: ClientInfoSchema.optional(),
  petId: idField('La mascota es requerida', 'La mascota no es válida').optional(),
  pet: BookingPetSchema.optional(),
  reason: BookingReasonSchema,
};

function checkStaffClient(
  booking: { clientId?: string | undefined; clientInfo?: unknown; petId?: string | undefined; pet?: unknown },
  context: z.RefinementCtx,
) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (booking.clientId && booking.clientInfo) issue('clientInfo', CLIENT_ONE_WAY_MESSAGE);
  if (!booking.clientId && !booking.clientInfo && !booking.petId)
    issue('clientInfo', CLIENT_REQUIRED_MESSAGE);
  if (booking.petId && booking.pet) issue('pet', PET_ONE_WAY_MESSAGE);
  if (booking.petId && booking.clientInfo) issue('petId', NEW_CLIENT_EXISTING_PET_MESSAGE);
}

/** POST /bookings/internal: the staff path; the host is the schedule's unless a member is assigned. */
export const CreateInternalBookingSchema = z
  .strictObject({
    ...bookingFields,
    ...staffClientFields,
    isOutsideSchedule: isOutsideScheduleField,
    assignedMemberId: idField('El miembro es requerido', 'El miembro asignado no es válido').optional(),
    hostId: idField('El miembro es requerido', 'El miembro asignado no es válido').optional(),
  })
  .superRefine((booking, context) => {
    checkEndAfterStart(booking, context);
    checkStaffClient(booking, context);
    if (booking.assignedMemberId && booking.hostId && booking.assignedMemberId !== booking.hostId) {
      context.addIssue({
        code: 'custom',
        path: ['hostId'],
        message: 'assignedMemberId y hostId deben indicar el mismo miembro',
      });
    }
  });
export type CreateInternalBookingInput = z.infer<typeof CreateInternalBookingSchema>;

/** POST /bookings/host-create: the signed-in member is the host. */
export const CreateHostBookingSchema = z
  .strictObject({ ...bookingFields, ...staffClientFields, isOutsideSchedule: isOutsideScheduleField })
  .superRefine((booking, context) => {
    checkEndAfterStart(booking, context);
    checkStaffClient(booking, context);
  });
export type CreateHostBookingInput = z.infer<typeof CreateHostBookingSchema>;

/** POST /bookings: the signed-in user books an offered slot for themself (name and e-mail from the account). */
export const CreateClientBookingSchema = z
  .strictObject({ ...bookingFields, phone: optionalPhone })
  .superRefine(checkEndAfterStart);
export type CreateClientBookingInput = z.infer<typeof CreateClientBookingSchema>;

export const UpdateBookingStatusSchema = z.strictObject({ status: BookingStatusSchema });
export type UpdateBookingStatusInput = z.infer<typeof UpdateBookingStatusSchema>;

export const CANCEL_REASON_TOO_LONG_MESSAGE = 'El motivo debe tener como máximo 500 caracteres';

export const CancelBookingSchema = z.strictObject({
  reason: optionalText(500, CANCEL_REASON_TOO_LONG_MESSAGE),
});
export type CancelBookingInput = z.infer<typeof CancelBookingSchema>;

export const BookingIdParamsSchema = z.strictObject({
  id: idField('La reserva es requerida', 'La reserva no es válida'),
});

const STATUS_LIST_MESSAGE = `El estado debe ser uno de ${BOOKING_STATUSES.join(', ')}`;

const isStatusText = (item: string) => (BOOKING_STATUSES as readonly string[]).includes(item);

/** GET /bookings: fromDate/toDate are days of the space ('YYYY-MM-DD', both included) or ISO instants. */
export const BookingListQuerySchema = z.strictObject({
  spaceId: z.guid({ error: 'El espacio no es válido' }).optional(),
  status: commaList(STATUS_LIST_MESSAGE, isStatusText).transform(
    (items) => items as BookingStatus[] | undefined,
  ),
  fromDate: z.string().refine(isDateBound, 'La fecha de inicio no es válida').optional(),
  toDate: z.string().refine(isDateBound, 'La fecha de fin no es válida').optional(),
  serviceId: z.guid({ error: 'El servicio no es válido' }).optional(),
  userId: commaList('Los miembros indicados no son válidos', isUuid),
  ...paging,
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

/** GET /spaces/{spaceId}/agenda/day.pdf: one local day of the professionals named (default: all one may see). */
export const AgendaDaySheetQuerySchema = z.strictObject({
  date: z.string({ error: 'La fecha es requerida' }).refine(isLocalDateText, 'La fecha no es válida'),
  userId: commaList('Los miembros indicados no son válidos', isUuid),
});
export type AgendaDaySheetQuery = z.infer<typeof AgendaDaySheetQuerySchema>;

/** GET /bookings/my-bookings: bookings the user hosts or booked for themself, in every space. */
export const MyBookingsQuerySchema = z.strictObject({
  status: commaList(STATUS_LIST_MESSAGE, isStatusText).transform(
    (items) => items as BookingStatus[] | undefined,
  ),
  ...paging,
});
export type MyBookingsQuery = z.infer<typeof MyBookingsQuerySchema>;

/** GET /bookings/host/{hostId}/availability. */
export const HostAvailabilityQuerySchema = z.strictObject({
  date: z.string({ error: 'La fecha es requerida' }).refine(isSupportedDate, 'La fecha no es válida'),
  serviceId: z.guid({ error: 'El servicio no es válido' }).optional(),
  spaceId: z.guid({ error: 'El espacio no es válido' }).optional(),
});
export type HostAvailabilityQuery = z.infer<typeof HostAvailabilityQuerySchema>;

export const HostIdParamsSchema = z.strictObject({
  hostId: idField('El host es requerido', 'El host no es válido'),
});

export const BookingSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: BookingStatusSchema,
  notes: z.string().nullable(),
  createdAt: z.string(),
  cancellationReason: z.string().nullable(),
  /** When the client pressed 'Confirmar asistencia' in a reminder (decision 056); null until then. */
  clientConfirmedAt: z.string().nullable(),
  /** When the patient arrived (En sala de espera) and was called in (En consulta); null until then. */
  checkedInAt: z.string().nullable(),
  consultationStartedAt: z.string().nullable(),
  /** The client had an earlier booking here that was not cancelled (new vs returning, as the reports count). */
  isReturningClient: z.boolean(),
  client: z.object({
    id: z.string().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    avatar: z.null(),
  }),
  /** The animal (null for bookings made before pets, or whose pet was deleted). */
  pet: BookingPetViewSchema.nullable(),
  /** Why the client comes, as they said it. */
  reason: z.string().nullable(),
  service: z.object({
    id: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    duration: z.number(),
    price: z.number(),
    currency: z.string(),
  }),
  host: z.object({ id: z.string(), name: z.string(), email: z.string(), avatar: z.string().nullable() }),
  serviceSchedule: z
    .object({
      id: z.string(),
      dayOfWeek: z.number(),
      startTime: z.string(),
      endTime: z.string(),
      customPrice: z.number().nullable(),
      timeZone: z.string(),
    })
    .nullable(),
  /** The space's IANA zone, in which the agenda shows the times. */
  timeZone: z.string(),
  /** Booked by staff outside the published schedule or on a closed day (decision 055). */
  isOutsideSchedule: z.boolean(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingResultSchema = z.object({ booking: BookingSchema });
export const BookingListSchema = z.object({ bookings: z.array(BookingSchema), total: z.number() });
export type BookingList = z.infer<typeof BookingListSchema>;

export const AvailableSlotSchema = z.object({
  serviceId: z.string(),
  scheduleId: z.string(),
  date: z.string(),
  dayOfWeek: z.number(),
  dayName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  available: z.boolean(),
});
export type AvailableSlot = z.infer<typeof AvailableSlotSchema>;

/** A booking of the host's day as the availability view needs it: when, what and for whom. */
export const HostDayBookingSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: BookingStatusSchema,
  service: z.object({ id: z.string().nullable(), name: z.string() }),
  client: z.object({ name: z.string() }),
});
export type HostDayBooking = z.infer<typeof HostDayBookingSchema>;

export const HostAvailabilitySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  hostId: z.string(),
  slots: z.array(AvailableSlotSchema),
  bookings: z.array(HostDayBookingSchema),
});
export type HostAvailability = z.infer<typeof HostAvailabilitySchema>;
