// What a payment, a refund or a void may do to a charge. Pure: the API applies it, and the
// database's CHECK on `charge_balances` holds the same bound across processes (a race of two
// payments never overpays, decision 071).

export const PAYMENT_METHODS = ['CASH', 'DEBIT_CARD', 'CREDIT_CARD', 'TRANSFER', 'OTHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Efectivo',
  DEBIT_CARD: 'Tarjeta de débito',
  CREDIT_CARD: 'Tarjeta de crédito',
  TRANSFER: 'Transferencia',
  OTHER: 'Otro',
};

/** What a charge owes: its total, less credit notes, less what was paid (net of refunds). */
export type ChargeAccount = {
  total: number;
  credited: number;
  paid: number;
  refunded: number;
  isVoided: boolean;
};

export function amountDue(account: ChargeAccount): number {
  if (account.isVoided) return 0;
  return account.total - account.credited - (account.paid - account.refunded);
}

export type PaymentJudgement =
  | { ok: true; applied: number; change: number }
  | { ok: false; reason: 'NOT_POSITIVE' | 'NOTHING_DUE' | 'OVER_DUE' | 'VOIDED' };

/**
 * A payment applies up to what is due. More than that is refused, except in cash: the client hands
 * over more and gets the difference back as change.
 */
export function judgePayment(
  account: ChargeAccount,
  amount: number,
  method: PaymentMethod,
): PaymentJudgement {
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, reason: 'NOT_POSITIVE' };
  if (account.isVoided) return { ok: false, reason: 'VOIDED' };
  const due = amountDue(account);
  if (due <= 0) return { ok: false, reason: 'NOTHING_DUE' };
  if (amount <= due) return { ok: true, applied: amount, change: 0 };
  if (method === 'CASH') return { ok: true, applied: due, change: amount - due };
  return { ok: false, reason: 'OVER_DUE' };
}

export type RefundJudgement = { ok: true } | { ok: false; reason: 'NOT_POSITIVE' | 'OVER_PAID' | 'VOIDED' };

/** A refund (a credit note that gives money back) never exceeds what was paid and not yet refunded. */
export function judgeRefund(account: ChargeAccount, amount: number): RefundJudgement {
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, reason: 'NOT_POSITIVE' };
  if (account.isVoided) return { ok: false, reason: 'VOIDED' };
  if (amount > account.paid - account.refunded || amount > account.total - account.credited) {
    return { ok: false, reason: 'OVER_PAID' };
  }
  return { ok: true };
}

export type VoidJudgement = { ok: true } | { ok: false; reason: 'ALREADY_VOIDED' | 'HAS_PAYMENTS' };

/** A void cancels a charge nobody paid (or whose payments were all refunded first). */
export function judgeVoid(account: ChargeAccount): VoidJudgement {
  if (account.isVoided) return { ok: false, reason: 'ALREADY_VOIDED' };
  if (account.paid - account.refunded > 0) return { ok: false, reason: 'HAS_PAYMENTS' };
  return { ok: true };
}
