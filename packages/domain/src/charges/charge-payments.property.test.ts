import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountDue,
  type ChargeAccount,
  judgePayment,
  judgeRefund,
  judgeVoid,
  PAYMENT_METHODS,
} from './charge-payments';

// Any sequence of payments, refunds and voids, each applied only when the rules accept it, against
// a brute-force model that keeps every movement and recounts from scratch: a charge is never paid
// beyond what it owes (cash gives the rest back as change) and never refunded beyond what was paid.

type Movement =
  | { kind: 'pay'; amount: number; change: number }
  | { kind: 'refund'; amount: number }
  | { kind: 'void' };

const operationArb = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    amount: fc.integer({ min: -5, max: 20_000 }),
    method: fc.constantFrom(...PAYMENT_METHODS),
  }),
  fc.record({ kind: fc.constant('refund' as const), amount: fc.integer({ min: -5, max: 20_000 }) }),
  fc.record({ kind: fc.constant('void' as const) }),
);

function recount(total: number, movements: Movement[]): ChargeAccount {
  let paid = 0;
  let refunded = 0;
  let isVoided = false;
  for (const m of movements) {
    if (m.kind === 'pay') paid += m.amount - m.change;
    else if (m.kind === 'refund') refunded += m.amount;
    else isVoided = true;
  }
  return { total, credited: refunded, paid, refunded, isVoided };
}

describe('payments and refunds of a charge', () => {
  it('never pay more than is due nor refund more than was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30_000 }),
        fc.array(operationArb, { maxLength: 25 }),
        (total, operations) => {
          const movements: Movement[] = [];
          for (const op of operations) {
            const account = recount(total, movements);
            if (op.kind === 'pay') {
              const judged = judgePayment(account, op.amount, op.method);
              if (judged.ok) {
                expect(judged.applied + judged.change).toBe(op.amount);
                if (judged.change > 0) expect(op.method).toBe('CASH');
                movements.push({ kind: 'pay', amount: op.amount, change: judged.change });
              } else if (op.amount > 0 && !account.isVoided && amountDue(account) > 0) {
                // Refused only because it is over what is due, and not in cash.
                expect(judged.reason).toBe('OVER_DUE');
                expect(op.method).not.toBe('CASH');
                expect(op.amount).toBeGreaterThan(amountDue(account));
              }
            } else if (op.kind === 'refund') {
              if (judgeRefund(account, op.amount).ok) movements.push({ kind: 'refund', amount: op.amount });
            } else if (judgeVoid(account).ok) {
              movements.push({ kind: 'void' });
            }
            const after = recount(total, movements);
            expect(after.paid - after.refunded).toBeLessThanOrEqual(after.total - after.credited);
            expect(after.refunded).toBeLessThanOrEqual(after.paid);
            expect(after.paid - after.refunded).toBeGreaterThanOrEqual(0);
            if (after.isVoided) expect(after.paid - after.refunded).toBe(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
