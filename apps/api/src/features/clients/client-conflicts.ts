import { sqlStateOf } from '@citavet/db/database';
import { CLIENT_EMAIL_TAKEN_MESSAGE } from '@citavet/domain/clients/client.schema';
import { conflict } from '../../http/app-error';

/** The e-mail is unique per space (public bookings find clients by it): say so in Spanish. */
export function rethrowEmailTaken(error: unknown): never {
  const constraint = (error as { cause?: { constraint?: string }; constraint?: string }) ?? {};
  const name = constraint.constraint ?? constraint.cause?.constraint;
  if (sqlStateOf(error) === '23505' && name === 'clients_space_email_unique') {
    throw conflict(CLIENT_EMAIL_TAKEN_MESSAGE, 'CLIENT_EMAIL_TAKEN');
  }
  throw error;
}
