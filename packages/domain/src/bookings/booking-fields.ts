import { z } from 'zod';
import { isBookingDateTime } from './booking-time';

// Field builders the booking payloads and list queries are made of: blank text, ids, date-times,
// comma lists and paging.

export const MAX_BOOKING_PAGE_SIZE = 1000;

/** Blank means "not given": the web sends email and phone only when filled, but '' is tolerated. */
export const optionalText = (maxLength: number, tooLongMessage: string) =>
  z
    .string({ error: 'Debe ser un texto' })
    .trim()
    .max(maxLength, tooLongMessage)
    .nullable()
    .optional()
    .transform((text) => (text ? text : null));

export const idField = (required: string, invalid: string) =>
  z.guid({ error: (issue) => (issue.input === undefined ? required : invalid) });

export const dateTimeField = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isBookingDateTime, invalid);

export const commaList = (message: string, isValid: (item: string) => boolean) =>
  z
    .string()
    .optional()
    .transform((text, context) => {
      if (text === undefined || text.trim() === '') return undefined;
      const items = [...new Set(text.split(',').map((item) => item.trim()))].filter(Boolean);
      if (!items.every(isValid)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return items;
    });

const pageField = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
    .optional();

export const paging = {
  limit: pageField(
    1,
    MAX_BOOKING_PAGE_SIZE,
    `El límite debe ser un número entre 1 y ${MAX_BOOKING_PAGE_SIZE}`,
  ),
  offset: pageField(0, 1_000_000, 'El desplazamiento debe ser un número mayor o igual a 0'),
};
