import { z } from 'zod';
import { isWallTime, parseWallTime } from '../time/zoned-time';
import { CLIENT_NAME_REQUIRED_MESSAGE, ClientInfoSchema, END_AFTER_START_MESSAGE } from './booking.schema';
import {
  BookingPetSchema,
  BookingReasonSchema,
  PET_NAME_REQUIRED_MESSAGE,
  SPECIES_REQUIRED_MESSAGE,
} from './booking-pet.schema';
import { isSupportedDate, PAST_TOLERANCE_MINUTES } from './booking-time';

// The 'Nueva Cita' / 'Editar Cita' modal: step 1 'Servicio y Horario', step 2
// 'Información del Cliente'. "Today" and "now" are the space's, passed in: the domain reads no clock.

export const CHOOSE_MEMBER_MESSAGE = 'Debes seleccionar el miembro que atenderá la cita';
export const SERVICE_REQUIRED_MESSAGE = 'El servicio es requerido';
export const DATE_REQUIRED_MESSAGE = 'La fecha es requerida';
export const PAST_DATE_MESSAGE = 'No se pueden crear citas en fechas pasadas';
export const START_REQUIRED_MESSAGE = 'La hora de inicio es requerida';
export const PAST_TIME_MESSAGE = 'No se pueden crear citas en horarios pasados';
export const END_REQUIRED_MESSAGE = 'La hora de fin es requerida';

export const DEFAULT_APPOINTMENT_START = '09:00';
export const DEFAULT_APPOINTMENT_END = '09:30';
/** The new-appointment sheet's length when no service says otherwise. */
export const DEFAULT_APPOINTMENT_MINUTES = 30;
const LAST_MINUTE_OF_DAY = 23 * 60 + 59;

export type AppointmentClock = {
  /** Today in the space's zone, 'YYYY-MM-DD'. */
  today: string;
  /** Minutes since local midnight in the space's zone. */
  minutesOfDay: number;
};

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Step 1. An admin of a space with several members must pick who attends the appointment. */
export function createAppointmentScheduleStepSchema(options: {
  clock: AppointmentClock;
  mustChooseMember: boolean;
}) {
  const { clock } = options;
  return z
    .object({
      assignedMember: options.mustChooseMember ? requiredText(CHOOSE_MEMBER_MESSAGE) : z.string().optional(),
      service: requiredText(SERVICE_REQUIRED_MESSAGE),
      date: requiredText(DATE_REQUIRED_MESSAGE).refine(isSupportedDate, 'La fecha no es válida'),
      startTime: requiredText(START_REQUIRED_MESSAGE).refine(isWallTime, 'La hora de inicio no es válida'),
      endTime: requiredText(END_REQUIRED_MESSAGE).refine(isWallTime, 'La hora de fin no es válida'),
    })
    .superRefine((values, context) => {
      if (!isSupportedDate(values.date)) return;
      if (values.date < clock.today) {
        context.addIssue({ code: 'custom', path: ['date'], message: PAST_DATE_MESSAGE });
        return;
      }
      if (!isWallTime(values.startTime)) return;
      const start = parseWallTime(values.startTime);
      if (values.date === clock.today && start < clock.minutesOfDay - PAST_TOLERANCE_MINUTES) {
        context.addIssue({ code: 'custom', path: ['startTime'], message: PAST_TIME_MESSAGE });
      }
      if (isWallTime(values.endTime) && parseWallTime(values.endTime) <= start) {
        context.addIssue({ code: 'custom', path: ['endTime'], message: END_AFTER_START_MESSAGE });
      }
    });
}
export type AppointmentScheduleStep = z.infer<ReturnType<typeof createAppointmentScheduleStepSchema>>;

/** Blank means none: the form's hidden ids and the species select start as ''. */
const optionalId = z
  .string()
  .optional()
  .transform((id) => (id ? id : null));

/**
 * Step 2: who the appointment is for. A client found by search (`clientId`; its name and contact fill
 * the fields) or a new one (only the name is required); a pet of that client (`petId`) or a new one
 * (`petName` + `species`), or none; why they come (`reason`) and notes (decision 030).
 */
export const AppointmentClientStepSchema = z
  .object({
    client: requiredText(CLIENT_NAME_REQUIRED_MESSAGE),
    email: ClientInfoSchema.shape.email,
    phone: ClientInfoSchema.shape.phone,
    notes: z
      .string()
      .trim()
      .max(2000, 'Las notas deben tener como máximo 2000 caracteres')
      .optional()
      .transform((text) => (text ? text : null)),
    clientId: optionalId,
    petId: optionalId,
    petName: z
      .string()
      .trim()
      .max(80, 'El nombre de la mascota debe tener como máximo 80 caracteres')
      .optional()
      .transform((name) => (name ? name : null)),
    species: optionalId,
    reason: BookingReasonSchema,
  })
  .superRefine((values, context) => {
    if (values.petId) return;
    if (values.petName && !BookingPetSchema.shape.species.safeParse(values.species).success) {
      context.addIssue({ code: 'custom', path: ['species'], message: SPECIES_REQUIRED_MESSAGE });
    }
    if (!values.petName && values.species) {
      context.addIssue({ code: 'custom', path: ['petName'], message: PET_NAME_REQUIRED_MESSAGE });
    }
  });
export type AppointmentClientStep = z.infer<typeof AppointmentClientStepSchema>;

/** The end a service's duration gives a start ('09:00' + 45 → '09:45'), kept within the day. */
export function appointmentEndTime(startTime: string, durationMinutes: number): string {
  const end = Math.min(parseWallTime(startTime) + durationMinutes, LAST_MINUTE_OF_DAY);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/**
 * The POST /bookings/internal payload of a validated form. Times go out as clinic-local date-times,
 * which the API reads in the space's zone, so the browser's zone never shifts the appointment.
 */
export function toInternalBookingPayload(
  schedule: AppointmentScheduleStep,
  client: AppointmentClientStep,
  serviceScheduleId: string,
) {
  const species = BookingPetSchema.shape.species.safeParse(client.species);
  return {
    serviceScheduleId,
    startTime: `${schedule.date}T${schedule.startTime}`,
    endTime: `${schedule.date}T${schedule.endTime}`,
    notes: client.notes,
    // A client found by search is named by id (the server copies its contact); a new one is sent whole.
    ...(client.clientId
      ? { clientId: client.clientId }
      : {
          clientInfo: {
            name: client.client,
            ...(client.email ? { email: client.email } : {}),
            ...(client.phone ? { phone: client.phone } : {}),
          },
        }),
    ...(client.petId ? { petId: client.petId } : {}),
    ...(!client.petId && client.petName && species.success
      ? { pet: { name: client.petName, species: species.data } }
      : {}),
    ...(client.reason ? { reason: client.reason } : {}),
    ...(schedule.assignedMember ? { assignedMemberId: schedule.assignedMember } : {}),
  };
}
