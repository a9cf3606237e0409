import { z } from 'zod';

// The manage page's cancel form. The API's CancelByLinkSchema accepts an absent body, so it does not
// fit a form; this one keeps its rule and message for the one field the client types.

export const CANCEL_REASON_MAX_LENGTH = 500;

export const CancelFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX_LENGTH, `El motivo debe tener como máximo ${CANCEL_REASON_MAX_LENGTH} caracteres`),
});
export type CancelFormValues = z.infer<typeof CancelFormSchema>;
