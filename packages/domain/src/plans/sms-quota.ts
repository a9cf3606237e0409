import { formatCount } from './plan-limits';
import type { Plan } from './plans';

// The SMS segments a space may send in a month (decision 081): its plan's, or the server's default
// (SMS_MONTHLY_SEGMENT_QUOTA) when the plan sets none or PLAN_LIMITS=off. The month is the UTC
// calendar month the segments are counted in (sms_usage). Data in, verdict out.

/** The segments the space may send this month. */
export function smsQuotaOf(plan: Plan, areLimitsOn: boolean, serverQuota: number): number {
  return areLimitsOn && plan.smsMonthlySegments !== null ? plan.smsMonthlySegments : serverQuota;
}

/** 'YYYY-MM' of an instant (UTC): the month SMS segments are counted in. */
export function smsUsageMonth(instant: Date | number): string {
  return new Date(instant).toISOString().slice(0, 7);
}

/** The month's segments are spent: nothing more is queued for it nor sent in it. */
export function isSmsQuotaSpent(used: number, quota: number): boolean {
  return used >= quota;
}

/** Why an SMS was not queued or sent: what the client's log and the settings say. */
export function smsQuotaReason(quota: number): string {
  return `Cuota mensual de SMS agotada (${formatCount(quota)} segmentos)`;
}

/** 'SMS este mes: 40 de 100 segmentos'. */
export function smsUsageLabel(used: number, quota: number): string {
  return `SMS este mes: ${formatCount(used)} de ${formatCount(quota)} segmentos`;
}

/** What the settings say once the month's segments are spent. */
export function smsQuotaSpentMessage(quota: number, plan: Plan | null): string {
  const of = plan ? ` del plan ${plan.name}` : '';
  return `${smsQuotaReason(quota)}${of}: los recordatorios por SMS de este mes no se envían y quedan en el registro de cada cliente con el motivo. Los de correo siguen saliendo.`;
}
