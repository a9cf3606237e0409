import type {
  AppointmentClientStepSchema,
  AppointmentClientStep as ClientStepOutput,
} from '@citavet/domain/bookings/appointment-form.schema';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The form of step 2 'Información del Cliente', which the step and its field groups share. */
export type ClientStepValues = z.input<typeof AppointmentClientStepSchema>;
export type ClientStepForm = UseFormReturn<ClientStepValues, unknown, ClientStepOutput>;
