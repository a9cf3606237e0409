import type { SpaceRole } from '../users/user.schema';

// Who may do what with charges: the one table the API checks and the web reads to show or hide
// actions. A role missing from the table may do nothing here.

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

const ALLOWED: Partial<Record<SpaceRole, readonly ChargeAction[]>> = {
  ADMIN: CHARGE_ACTIONS,
  MEMBER: COUNTER,
};

export function canDoChargeAction(role: SpaceRole | null | undefined, action: ChargeAction): boolean {
  if (!role) return false;
  return ALLOWED[role]?.includes(action) ?? false;
}
