import { CONNECTION_ERROR_MESSAGE, isApiError } from '@/lib/api-error';

/** The banner titles. */
export const DISABLED_DATE_ERRORS = {
  create: 'Error al crear la fecha deshabilitada',
  list: 'Error al obtener las fechas deshabilitadas',
  update: 'Error al actualizar la fecha deshabilitada',
  delete: 'Error al eliminar la fecha deshabilitada',
  check: 'Error al verificar la fecha deshabilitada',
} as const;

/**
 * The line under a banner's title: what the server said, or that it was never reached. Nothing
 * otherwise, so the title is not repeated.
 */
export function errorDetailOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.serverMessage) return error.serverMessage;
  return error.isConnectionFailure ? CONNECTION_ERROR_MESSAGE : undefined;
}
