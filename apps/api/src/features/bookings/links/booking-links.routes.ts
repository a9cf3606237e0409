import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  BookingTokenParamsSchema,
  CancelByLinkSchema,
  ManagedBookingResultSchema,
  PUBLIC_BOOKING_MESSAGES,
  RescheduleByLinkSchema,
} from '@citavet/domain/bookings/public-booking.schema';
import {
  ATTENDANCE_MESSAGES,
  AttendanceConfirmationSchema,
} from '@citavet/domain/reminders/reminder-settings.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../../app-dependencies';
import { ok } from '../../../http/envelope';
import { cancelBookingByLink } from './cancel-booking-by-link';
import { confirmAttendanceByLink } from './confirm-attendance-by-link';
import { getBookingByLink } from './get-booking-by-link';
import { rescheduleBookingByLink } from './reschedule-booking-by-link';

const tags = ['public'];
const managedAnswer = { 200: successEnvelope(ManagedBookingResultSchema) };

/** /reservas/{token}: the client's own booking, reached with the e-mailed link and no account. */
export async function bookingLinksRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/public/bookings/:token',
    {
      schema: {
        operationId: 'getBookingByLink',
        summary: 'Ver una cita con el enlace recibido por email',
        domainErrors: [404],
        tags,
        params: BookingTokenParamsSchema,
        response: managedAnswer,
      },
    },
    async (request) => ok({ booking: await getBookingByLink(deps, request.params.token) }),
  );

  app.post(
    '/public/bookings/:token/cancel',
    {
      schema: {
        operationId: 'cancelBookingByLink',
        summary: 'Cancelar una cita con el enlace recibido por email',
        domainErrors: [403, 404, 409],
        tags,
        params: BookingTokenParamsSchema,
        body: CancelByLinkSchema,
        response: managedAnswer,
      },
    },
    async (request) => {
      const booking = await cancelBookingByLink(deps, request.params.token, request.body.reason);
      return ok({ booking }, PUBLIC_BOOKING_MESSAGES.cancelled);
    },
  );

  app.post(
    '/public/bookings/:token/reschedule',
    {
      schema: {
        operationId: 'rescheduleBookingByLink',
        summary: 'Cambiar la hora de una cita con el enlace recibido por email',
        domainErrors: [403, 404, 409],
        tags,
        params: BookingTokenParamsSchema,
        body: RescheduleByLinkSchema,
        response: managedAnswer,
      },
    },
    async (request) => {
      const booking = await rescheduleBookingByLink(deps, request.params.token, request.body);
      return ok({ booking }, PUBLIC_BOOKING_MESSAGES.rescheduled);
    },
  );

  app.post(
    '/public/bookings/:token/confirm-attendance',
    {
      schema: {
        operationId: 'confirmAttendanceByLink',
        summary: 'Confirmar la asistencia a una cita con el enlace del recordatorio',
        domainErrors: [404, 409],
        tags,
        params: BookingTokenParamsSchema,
        response: { 200: successEnvelope(AttendanceConfirmationSchema) },
      },
    },
    async (request) => {
      const attendance = await confirmAttendanceByLink(deps, request.params.token);
      return ok(attendance, ATTENDANCE_MESSAGES.confirmed);
    },
  );
}
