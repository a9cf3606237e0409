import { canInSpace } from '../members/space-permissions';
import type { SpaceRole } from '../users/user.schema';

// Who may do what with charges, read off the space's one permission table
// (members/space-permissions.ts): 'charges.create' is the counter (charge, take payments, send the
// receipt: ADMIN, MEMBER and RECEPTION); 'charges.void' is the rest (void, refund, close the day,
// taxes and methods: ADMIN). The API checks it and the web reads it to show or hide actions.

export const CHARGE_ACTIONS = [
  'VIEW',
  'CHARGE',
  'TAKE_PAYMENT',
  'SEND_RECEIPT',
  'VOID',
  'REFUND',
  'CLOSE_DAY',
  'SET_SETTINGS',
] as const;
export type ChargeAction = (typeof CHARGE_ACTIONS)[number];

/** What a member does at the counter. */
const COUNTER: readonly ChargeAction[] = ['VIEW', 'CHARGE', 'TAKE_PAYMENT', 'SEND_RECEIPT'];

export function canDoChargeAction(role: SpaceRole | null | undefined, action: ChargeAction): boolean {
  return canInSpace(role, COUNTER.includes(action) ? 'charges.create' : 'charges.void');
}
