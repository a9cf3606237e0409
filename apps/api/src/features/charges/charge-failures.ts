import { sqlStateOf } from '@citavet/db/database';
import {
  type ChargeProblem,
  LINE_DISCOUNT_TOO_LARGE_MESSAGE,
  NO_LINES_MESSAGE,
  TOTAL_DISCOUNT_TOO_LARGE_MESSAGE,
} from '@citavet/domain/charges/charge-money';
import type { PaymentJudgement, RefundJudgement } from '@citavet/domain/charges/charge-payments';
import { type AppError, badRequest, conflict } from '../../http/app-error';

// The rules' refusals and the database's as the API's Spanish answers. Nothing is written when
// one of these is thrown: each use case judges first and writes in one transaction.

export const DAY_CLOSED_MESSAGE = 'La caja de ese día está cerrada: el pago no puede registrarse en ese día';
export const OVER_DUE_MESSAGE =
  'El pago supera el importe pendiente. Solo en efectivo puede entregarse más y se devuelve el cambio';

export function chargeProblemError(problem: ChargeProblem): AppError {
  const line = 'line' in problem ? ` (línea ${problem.line + 1})` : '';
  switch (problem.kind) {
    case 'NO_LINES':
      return badRequest(NO_LINES_MESSAGE, 'INVALID_CHARGE');
    case 'BAD_QUANTITY':
      return badRequest(`La cantidad debe ser mayor que cero${line}`, 'INVALID_CHARGE');
    case 'BAD_PRICE':
      return badRequest(`El precio no es válido${line}`, 'INVALID_CHARGE');
    case 'BAD_TAX_RATE':
      return badRequest(`La tasa de impuesto no es válida${line}`, 'INVALID_CHARGE');
    case 'LINE_DISCOUNT_TOO_LARGE':
      return badRequest(`${LINE_DISCOUNT_TOO_LARGE_MESSAGE}${line}`, 'INVALID_CHARGE');
    case 'TOTAL_DISCOUNT_TOO_LARGE':
      return badRequest(TOTAL_DISCOUNT_TOO_LARGE_MESSAGE, 'INVALID_CHARGE');
    case 'TOO_LARGE':
      return badRequest('El importe es demasiado grande', 'INVALID_CHARGE');
  }
}

export function paymentRefusalError(judged: Exclude<PaymentJudgement, { ok: true }>): AppError {
  switch (judged.reason) {
    case 'NOT_POSITIVE':
      return badRequest('El importe debe ser mayor que cero', 'VALIDATION_ERROR');
    case 'NOTHING_DUE':
      return conflict('Este cobro no tiene importe pendiente', 'NOTHING_DUE');
    case 'VOIDED':
      return conflict('Este cobro está anulado', 'CHARGE_VOIDED');
    case 'OVER_DUE':
      return conflict(OVER_DUE_MESSAGE, 'PAYMENT_OVER_DUE');
  }
}

export function refundRefusalError(judged: Exclude<RefundJudgement, { ok: true }>): AppError {
  if (judged.reason === 'VOIDED') return conflict('Este cobro está anulado', 'CHARGE_VOIDED');
  if (judged.reason === 'NOT_POSITIVE')
    return badRequest('El importe debe ser mayor que cero', 'VALIDATION_ERROR');
  return conflict('La devolución no puede superar lo pagado', 'REFUND_OVER_PAID');
}

function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What the database refused, when a concurrent writer got there first: another payment used up
 * what was due (the balance's CHECK), or the day was closed meanwhile (trigger, SQLSTATE CV071).
 */
export function translateDatabaseRefusal(error: unknown): never {
  const state = sqlStateOf(error);
  if (state === 'CV071') throw conflict(DAY_CLOSED_MESSAGE, 'DAY_CLOSED');
  if (state === '23514') {
    const constraint = constraintOf(error);
    if (constraint === 'charge_balances_not_overpaid') throw conflict(OVER_DUE_MESSAGE, 'PAYMENT_OVER_DUE');
    if (constraint === 'charge_balances_refund_within_paid') {
      throw conflict('La devolución no puede superar lo pagado', 'REFUND_OVER_PAID');
    }
    if (constraint === 'charge_balances_void_unpaid') {
      throw conflict(
        'Un cobro con pagos no puede anularse: primero registra la devolución',
        'CHARGE_HAS_PAYMENTS',
      );
    }
  }
  throw error;
}
