import type { ReminderSettingsSchema } from '@citavet/domain/reminders/reminder-settings.schema';
import type { FieldError, FieldErrors } from 'react-hook-form';
import type { z } from 'zod';

/** What the form holds: the schema's input (its SMS fields have defaults the server fills). */
export type ReminderFormValues = z.input<typeof ReminderSettingsSchema>;

/** The sections whose reminders go out by e-mail and perhaps SMS, each with its channel fields. */
export type ReminderKind = 'appointment' | 'vaccine' | 'followUp';

/**
 * The first message at a field or inside it: an offset list's own refusal, or one of its entries'
 * ('appointment.offsetsMinutes.1').
 */
export function firstErrorMessage(error: FieldError | FieldErrors | undefined): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [key, inner] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const message = firstErrorMessage(inner as FieldErrors | undefined);
    if (message) return message;
  }
  return undefined;
}
