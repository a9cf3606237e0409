import { z } from 'zod';
import { isSingleLineText, LINE_BREAK_MESSAGE } from '../text/control-characters';
import {
  DEFAULT_SERVICE_DURATION,
  DURATION_RANGE_MESSAGE,
  hasAtMostTwoDecimals,
  MAX_PRICE,
  MAX_SERVICE_DURATION,
  MIN_SERVICE_DURATION,
  numberInput,
} from './service.schema';

/** The setup wizard's step 3 form. */
export const SetupServiceFormSchema = z.object({
  name: z
    .string({ error: 'El nombre es obligatorio' })
    .trim()
    .refine(isSingleLineText, LINE_BREAK_MESSAGE)
    .min(1, 'El nombre es obligatorio')
    .min(3, 'El nombre debe tener al menos 3 caracteres')
    .max(120, 'El nombre debe tener como máximo 120 caracteres'),
  description: z
    .string()
    .trim()
    .max(2000, 'La descripción debe tener como máximo 2000 caracteres')
    .optional()
    .transform((text) => (text ? text : null)),
  price: numberInput({
    required: 'El precio es obligatorio',
    invalid: 'El precio debe ser un número mayor a 0',
  }).pipe(
    z
      .number({ error: 'El precio es obligatorio' })
      .gt(0, 'El precio debe ser un número mayor a 0')
      .max(MAX_PRICE, 'El precio es demasiado alto')
      .refine(hasAtMostTwoDecimals, 'El precio puede tener como máximo 2 decimales'),
  ),
  duration: numberInput({
    required: 'La duración es obligatoria',
    invalid: DURATION_RANGE_MESSAGE,
  }).pipe(
    z
      .number({ error: 'La duración es obligatoria' })
      .int(DURATION_RANGE_MESSAGE)
      .min(MIN_SERVICE_DURATION, DURATION_RANGE_MESSAGE)
      .max(MAX_SERVICE_DURATION, DURATION_RANGE_MESSAGE),
  ),
});
export type SetupServiceFormValues = z.input<typeof SetupServiceFormSchema>;
export type SetupServiceForm = z.infer<typeof SetupServiceFormSchema>;
export const SETUP_SERVICE_FORM_DEFAULTS: SetupServiceFormValues = {
  name: '',
  description: '',
  price: '',
  duration: DEFAULT_SERVICE_DURATION,
};
