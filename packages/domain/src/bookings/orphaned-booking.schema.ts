import { z } from 'zod';

// Appointments left hosted by someone who is no longer a member of the space: the ADMIN reassigns
// them to a member or cancels them (docs/decisions/022-email-verification.md).

export const ORPHANED_BOOKING_MESSAGES = {
  notFound: 'La cita no existe o ya no necesita reasignarse',
  hostNotMember: 'El profesional elegido no es miembro de este espacio',
  hostRequired: 'Elige a quién reasignar la cita',
  reassigned: 'Cita reasignada',
} as const;

export const OrphanedBookingParamsSchema = z.strictObject({
  spaceId: z.guid('ID de espacio no válido'),
  bookingId: z.guid('La reserva no es válida'),
});

export const ReassignBookingSchema = z.strictObject({
  hostId: z.guid({
    error: (issue) =>
      issue.input === undefined
        ? ORPHANED_BOOKING_MESSAGES.hostRequired
        : ORPHANED_BOOKING_MESSAGES.hostNotMember,
  }),
});
export type ReassignBookingInput = z.infer<typeof ReassignBookingSchema>;
