import { isSmsQuotaSpent, smsQuotaSpentMessage, smsUsageLabel } from '@citavet/domain/plans/sms-quota';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { SMS_OFF_REASON } from '../../sms/sms-config';
import { smsQuotaFactsOf, spaceSmsQuotaState } from '../../sms/sms-quota';

export const SmsStatusSchema = z.object({
  isEnabled: z.boolean(),
  /** Why SMS cannot be chosen, in the clinic's words; null when it can. */
  reason: z.string().nullable(),
  /** The space's segments this month: its plan's, or the server's default (decision 081). */
  monthlySegmentQuota: z.number().int(),
  segmentsUsedThisMonth: z.number().int(),
  /** 'SMS este mes: 40 de 100 segmentos'. */
  usageLabel: z.string(),
  /** The plan the quota comes from; null: the server's default. */
  planName: z.string().nullable(),
  /** Said while the month's segments are spent (SMS reminders are not queued to go); null otherwise. */
  quotaSpentMessage: z.string().nullable(),
});
export type SmsStatus = z.infer<typeof SmsStatusSchema>;

/** Whether this server sends SMS, and what the space used of its month's quota. */
export async function getSmsStatus(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<SmsStatus> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const sms = deps.config.sms;
  const { used, quota, plan } = await spaceSmsQuotaState(db, smsQuotaFactsOf(deps), spaceId);
  return {
    isEnabled: sms?.isEnabled === true,
    reason: sms?.isEnabled ? null : (sms?.reason ?? SMS_OFF_REASON),
    monthlySegmentQuota: quota,
    segmentsUsedThisMonth: used,
    usageLabel: smsUsageLabel(used, quota),
    planName: plan?.name ?? null,
    quotaSpentMessage: isSmsQuotaSpent(used, quota) ? smsQuotaSpentMessage(quota, plan) : null,
  };
}
