import type { Database, Transaction } from '@citavet/db/database';
import { choosePaymentDate } from '@citavet/domain/charges/business-date';
import { type AppError, badRequest, conflict } from '../../http/app-error';
import { isDayClosedFor } from './cash-close.repository';
import { DAY_CLOSED_MESSAGE } from './charge-failures';

type Executor = Database | Transaction;

/**
 * The day whose cash a payment joins (packages/domain/src/charges/business-date.ts). The trigger
 * of migration 0032 checks it again under the day's lock, for a close racing this payment.
 */
export async function resolvePaymentDate(
  db: Executor,
  spaceId: string,
  userId: string,
  today: string,
  requested: string | null | undefined,
): Promise<string> {
  const asked = requested ?? today;
  const closed = new Set<string>();
  if (await isDayClosedFor(db, spaceId, asked, userId)) closed.add(asked);
  const choice = choosePaymentDate(today, requested, (date) => closed.has(date));
  if (choice.ok) return choice.date;
  throw paymentDateError(choice.reason);
}

/** Why a payment cannot join the day it asked for, as the API answers it. */
export function paymentDateError(reason: 'IN_FUTURE' | 'CLOSED'): AppError {
  if (reason === 'IN_FUTURE') return badRequest('La fecha del pago no puede ser futura', 'VALIDATION_ERROR');
  return conflict(DAY_CLOSED_MESSAGE, 'DAY_CLOSED');
}
