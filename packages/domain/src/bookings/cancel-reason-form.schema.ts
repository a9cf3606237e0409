import { z } from 'zod';
import { CANCEL_REASON_TOO_LONG_MESSAGE } from './booking.schema';

/** The agenda's cancel form: the API takes a cancellation without a reason, the agenda asks for one. */
export const CancelReasonFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'El motivo de la cancelación es requerido')
    .max(500, CANCEL_REASON_TOO_LONG_MESSAGE),
});
