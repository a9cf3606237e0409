import { sqlStateOf } from '@citavet/db/database';
import type { ErrorDetail } from '@citavet/domain/api/envelope.schema';
import type { ErrorCode } from '@citavet/domain/api/error-code';
import { DAILY_CAP_REACHED_MESSAGE, DAILY_CAP_SQLSTATE } from '@citavet/domain/availability/daily-caps';
import { limitMessage, PLAN_MONTH_CAP_SQLSTATE } from '@citavet/domain/plans/plan-limits';
import { FREE_PLAN_ID, findPlan } from '@citavet/domain/plans/plans';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from './app-error';

type FailureBody = {
  success: false;
  message: string;
  code: ErrorCode;
  details?: ErrorDetail[];
  requestId?: string;
  [key: string]: unknown;
};

/** `Datos inválidos: field: message, ...` — the wording for invalid input (docs/decisions/001-validation-errors.md). */
export function invalidDataMessage(details: ErrorDetail[]): string {
  return `Datos inválidos: ${details.map((detail) => `${detail.field || 'body'}: ${detail.message}`).join(', ')}`;
}

function detailsFromValidation(
  validation: Array<{ instancePath: string; message?: string; params?: Record<string, unknown> }>,
): ErrorDetail[] {
  return validation.map((issue) => {
    const keys = issue.params?.keys;
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      (Array.isArray(keys) ? keys.join(',') : '');
    return { field, message: issue.message ?? 'Valor inválido' };
  });
}

function send(reply: FastifyReply, status: number, body: FailureBody) {
  return reply.status(status).send(body);
}

type Failure = { status: number; body: FailureBody };

const failure = (status: number, code: ErrorCode, message: string): Failure => ({
  status,
  body: { success: false, message, code },
});

/** Input the schemas refused: a 400 that names each field. */
function validationFailure(error: FastifyError): Failure | null {
  const details = hasZodFastifySchemaValidationErrors(error)
    ? detailsFromValidation(error.validation)
    : error instanceof ZodError
      ? error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))
      : null;
  if (!details) return null;
  return {
    status: 400,
    body: { success: false, message: invalidDataMessage(details), code: 'VALIDATION_ERROR', details },
  };
}

/** What the database refused: conflicts and caps are 409, values it cannot read are 400. */
function databaseFailure(error: FastifyError): Failure | null {
  const sqlState = sqlStateOf(error);
  if (sqlState === '23505' || sqlState === '23P01') {
    return failure(
      409,
      sqlState === '23P01' ? 'OVERLAP' : 'DUPLICATE',
      'El recurso entra en conflicto con otro existente',
    );
  }
  if (sqlState === PLAN_MONTH_CAP_SQLSTATE) {
    // Only a plan with a monthly limit arms the count (apps/api/src/plans/plan-guard.ts): Gratuito.
    return failure(409, 'PLAN_LIMIT_REACHED', limitMessage(findPlan(FREE_PLAN_ID), 'monthlyAppointments'));
  }
  if (sqlState === DAILY_CAP_SQLSTATE) return failure(409, 'DAILY_CAP_REACHED', DAILY_CAP_REACHED_MESSAGE);
  if (sqlState === '22P02' || sqlState === '22007' || sqlState === '22008' || sqlState === '22003') {
    return failure(400, 'BAD_REQUEST', 'Parámetros inválidos');
  }
  return null;
}

/** The framework's own 4xx (rate limit, size, media type, unreadable body), in Spanish. */
function requestFailure(error: FastifyError): Failure | null {
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return failure(429, 'RATE_LIMITED', 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.');
  }
  if (
    status === 413 ||
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
    error.code === 'FST_REQ_FILE_TOO_LARGE'
  ) {
    return failure(413, 'TOO_LARGE', 'El contenido es demasiado grande');
  }
  if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return failure(415, 'UNSUPPORTED_MEDIA_TYPE', 'Tipo de contenido no soportado');
  }
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'El cuerpo de la solicitud no es JSON válido'
        : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'El cuerpo de la solicitud está vacío'
          : 'Solicitud inválida';
    return failure(status, 'BAD_REQUEST', message);
  }
  return null;
}

/**
 * One error handler for the whole API: bad input is a 4xx with a Spanish message, database
 * conflicts are 409, and anything unexpected is a 500 that reveals nothing but a request id.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      // A 429's wait is in the envelope (`retryAfterSeconds`, as the web reads it) and in Retry-After.
      const retryAfter = error.extra.retryAfterSeconds;
      if (error.statusCode === 429 && typeof retryAfter === 'number') reply.header('retry-after', retryAfter);
      return send(reply, error.statusCode, {
        success: false,
        message: error.message,
        code: error.code,
        ...error.extra,
      });
    }
    const known = validationFailure(error) ?? databaseFailure(error) ?? requestFailure(error);
    if (known) return send(reply, known.status, known.body);
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, {
      success: false,
      message: 'Error interno del servidor. Intenta nuevamente en unos momentos.',
      code: 'INTERNAL_ERROR',
      requestId: String(request.id),
    });
  });
}
