import { z } from 'zod';
import { ClientInfoSchema, checkEndAfterStart } from './booking.schema';
import { BookingReasonSchema } from './booking-pet.schema';
import { isBookingDateTime } from './booking-time';

// PUT /bookings/{id}: the agenda's 'Editar Cita' modal.

export const EDIT_BOOKING_MESSAGES = {
  updated: 'Reserva actualizada exitosamente',
  notEditable: 'Solo se pueden editar reservas pendientes o confirmadas',
  serviceGone: 'El servicio de esta reserva ya no existe; no se puede cambiar su horario',
  staffOnly: 'Solo el equipo del espacio puede editar una reserva',
} as const;

const MAX_NOTES_LENGTH = 2000;

const dateTimeField = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isBookingDateTime, invalid);

export const UpdateBookingSchema = z
  .strictObject({
    startTime: dateTimeField('La hora de inicio es requerida', 'La hora de inicio no es válida'),
    endTime: dateTimeField('La hora de fin es requerida', 'La hora de fin no es válida'),
    notes: z
      .string({ error: 'Debe ser un texto' })
      .trim()
      .max(MAX_NOTES_LENGTH, `Las notas deben tener como máximo ${MAX_NOTES_LENGTH} caracteres`)
      .nullable()
      .optional()
      .transform((notes) => (notes ? notes : null)),
    clientInfo: ClientInfoSchema,
    /**
     * The animal: absent keeps it, null removes it, a pet of the space sets it. A pet of another
     * client moves the booking to that client, with the contact of its record.
     */
    petId: z.guid({ error: 'La mascota no es válida' }).nullable().optional(),
    /** Why they come: absent keeps it, blank or null clears it. */
    reason: BookingReasonSchema.optional(),
    /** The staff confirmed a new time outside the published schedule (decision 055). */
    isOutsideSchedule: z.boolean({ error: 'isOutsideSchedule debe ser verdadero o falso' }).optional(),
  })
  .superRefine(checkEndAfterStart);
export type UpdateBookingInput = z.infer<typeof UpdateBookingSchema>;
