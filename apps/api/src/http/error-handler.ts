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
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = detailsFromValidation(error.validation);
      return send(reply, 400, {
        success: false,
        message: invalidDataMessage(details),
        code: 'VALIDATION_ERROR',
        details,
      });
    }
    if (error instanceof ZodError) {
      const details = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
      return send(reply, 400, {
        success: false,
        message: invalidDataMessage(details),
        code: 'VALIDATION_ERROR',
        details,
      });
    }
    const sqlState = sqlStateOf(error);
    if (sqlState === '23505' || sqlState === '23P01') {
      return send(reply, 409, {
        success: false,
        message: 'El recurso entra en conflicto con otro existente',
        code: sqlState === '23P01' ? 'OVERLAP' : 'DUPLICATE',
      });
    }
    if (sqlState === PLAN_MONTH_CAP_SQLSTATE) {
      // Only a plan with a monthly limit arms the count (apps/api/src/plans/plan-guard.ts): Gratuito.
      return send(reply, 409, {
        success: false,
        message: limitMessage(findPlan(FREE_PLAN_ID), 'monthlyAppointments'),
        code: 'PLAN_LIMIT_REACHED',
      });
    }
    if (sqlState === DAILY_CAP_SQLSTATE) {
      return send(reply, 409, {
        success: false,
        message: DAILY_CAP_REACHED_MESSAGE,
        code: 'DAILY_CAP_REACHED',
      });
    }
    if (sqlState === '22P02' || sqlState === '22007' || sqlState === '22008' || sqlState === '22003') {
      return send(reply, 400, { success: false, message: 'Parámetros inválidos', code: 'BAD_REQUEST' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, {
        success: false,
        message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
        code: 'RATE_LIMITED',
      });
    }
    if (
      status === 413 ||
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      error.code === 'FST_REQ_FILE_TOO_LARGE'
    ) {
      return send(reply, 413, {
        success: false,
        message: 'El contenido es demasiado grande',
        code: 'TOO_LARGE',
      });
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 415, {
        success: false,
        message: 'Tipo de contenido no soportado',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'El cuerpo de la solicitud no es JSON válido'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'El cuerpo de la solicitud está vacío'
            : 'Solicitud inválida';
      return send(reply, status, { success: false, message, code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, {
      success: false,
      message: 'Error interno del servidor. Intenta nuevamente en unos momentos.',
      code: 'INTERNAL_ERROR',
      requestId: String(request.id),
    });
  });
}
