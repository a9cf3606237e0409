import type { Database, Transaction } from '@citavet/db/database';
import { type ChargeAction, canDoChargeAction } from '@citavet/domain/charges/charge-permissions';
import { forbidden } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';

type Executor = Database | Transaction;

/** Who asks, for the audit log and the payments' "taken by" (the name as the session read it). */
export type ChargeActor = { userId: string; name: string; ip: string | null };

const REFUSALS: Record<ChargeAction, string> = {
  VIEW: 'No tienes permiso para ver los cobros',
  CHARGE: 'No tienes permiso para cobrar',
  TAKE_PAYMENT: 'No tienes permiso para registrar pagos',
  SEND_RECEIPT: 'No tienes permiso para enviar recibos',
  VOID: 'Solo los administradores pueden anular un cobro',
  REFUND: 'Solo los administradores pueden emitir devoluciones',
  CLOSE_DAY: 'Solo los administradores pueden cerrar la caja',
  SET_SETTINGS: 'Solo los administradores pueden cambiar impuestos y medios de pago',
};

/**
 * The one check of every charges route: outsiders get the space's 404, members whose role may not
 * do `action` (the table in packages/domain/src/charges/charge-permissions.ts) a 403.
 */
export async function requireChargeAction(
  db: Executor,
  spaceId: string,
  userId: string,
  action: ChargeAction,
) {
  const role = await requireSpaceMember(db, spaceId, userId);
  if (!canDoChargeAction(role, action)) throw forbidden(REFUSALS[action], 'FORBIDDEN');
  return role;
}
