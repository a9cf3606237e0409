import { deliveryOutcome } from '@citavet/domain/sms/delivery-report';
import type { AppDependencies } from '../../app-dependencies';
import { forbidden, notFound } from '../../http/app-error';
import { DELIVERY_REPORT_KEY_PURPOSE, DeliveryReportTokens } from '../../sms/delivery-report-token';
import { findSmsRow, recordDeliveryReport } from './sms-callbacks.repository';

export type DeliveryReport = { outboxId: string; signature: string; type: number; answer: string };

/**
 * Kannel's dlr-url callback. A signature that does not match the id (403) or an id that names no
 * SMS (404) changes nothing; the first final report is recorded, any later one is a no-op, so
 * Kannel repeating a call is harmless. Answers what was done, for the log line.
 */
export async function applyDeliveryReport(
  deps: AppDependencies,
  report: DeliveryReport,
): Promise<'recorded' | 'unchanged' | 'intermediate'> {
  const tokens = new DeliveryReportTokens(deps.tokens.deriveKey(DELIVERY_REPORT_KEY_PURPOSE));
  if (!tokens.isValid(report.outboxId, report.signature)) {
    throw forbidden('Firma del informe de entrega no válida');
  }
  const { db } = deps.database;
  const row = await findSmsRow(db, report.outboxId);
  if (!row) throw notFound('Mensaje no encontrado');
  const outcome = deliveryOutcome(report.type, report.answer);
  if (!outcome.isFinal) return 'intermediate';
  const isRecorded = await recordDeliveryReport(db, {
    outboxId: row.id,
    status: outcome.status,
    reason: outcome.reason,
    now: deps.clock.now(),
  });
  return isRecorded ? 'recorded' : 'unchanged';
}
