import { CONNECTION_ERROR_MESSAGE, isApiError } from '@/lib/api-error';

// The setup wizard's error catalogue: each step maps an answer's status to its own text.

export const SETUP_MESSAGES = {
  noSpaces: 'No se encontraron espacios. Vuelve al paso anterior.',
  noServices: 'No se encontraron servicios. Vuelve al paso anterior.',
  servicesLoadFailed: 'Error cargando los servicios.',
} as const;

interface StatusMessages {
  badRequest: string;
  /** 400 shows the server's message when it sent one (invitations, services, schedules). */
  isServerMessageOnBadRequest: boolean;
  unauthorized: string;
  forbidden?: string;
  /** A 5xx: a fixed text, or the server's own message when null. */
  serverError: string | null;
  fallback: string;
}

function messageFor(error: unknown, messages: StatusMessages): string {
  if (!isApiError(error)) return messages.fallback;
  if (error.isConnectionFailure) return CONNECTION_ERROR_MESSAGE;
  const { status, serverMessage } = error;
  if (status === 400) {
    return messages.isServerMessageOnBadRequest && serverMessage ? serverMessage : messages.badRequest;
  }
  if (status === 401) return messages.unauthorized;
  if (status === 403 && messages.forbidden) return messages.forbidden;
  if (status >= 500) return messages.serverError ?? serverMessage ?? messages.fallback;
  return messages.fallback;
}

export function createSpaceErrorMessage(error: unknown): string {
  return messageFor(error, {
    badRequest: 'Los datos proporcionados no son válidos.',
    isServerMessageOnBadRequest: false,
    unauthorized: 'No tienes autorización para crear espacios.',
    serverError: 'Error del servidor. Intenta nuevamente en unos momentos.',
    fallback: 'Error al guardar la información. Intenta nuevamente.',
  });
}

export function invitationsErrorMessage(error: unknown): string {
  // A 409 (already a member, already invited) names the address: retrying would not help, so say why.
  if (isApiError(error) && error.status === 409 && error.serverMessage) return error.serverMessage;
  return messageFor(error, {
    badRequest: 'Los datos de las invitaciones no son válidos.',
    isServerMessageOnBadRequest: true,
    unauthorized: 'No tienes autorización para enviar invitaciones.',
    forbidden: 'No tienes permisos para enviar invitaciones.',
    serverError: null,
    fallback: 'Error al enviar las invitaciones. Intenta nuevamente.',
  });
}

export function createServiceErrorMessage(error: unknown): string {
  return messageFor(error, {
    badRequest: 'Los datos del servicio no son válidos.',
    isServerMessageOnBadRequest: true,
    unauthorized: 'No tienes autorización para crear servicios.',
    forbidden: 'No tienes permisos para crear servicios.',
    serverError: 'Error al crear el servicio. Intenta nuevamente.',
    fallback: 'Error al crear el servicio. Intenta nuevamente.',
  });
}

export function schedulesErrorMessage(error: unknown): string {
  return messageFor(error, {
    badRequest: 'Los datos de horarios no son válidos.',
    isServerMessageOnBadRequest: true,
    unauthorized: 'No tienes autorización para crear horarios.',
    serverError: 'Error al guardar los horarios. Intenta nuevamente.',
    fallback: 'Error al guardar los horarios. Intenta nuevamente.',
  });
}
