import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { SMS_OFF_REASON } from '../../sms/sms-config';
import { findSmsUsage, usageMonth } from '../../sms/sms-usage.repository';

export const SmsStatusSchema = z.object({
  isEnabled: z.boolean(),
  /** Why SMS cannot be chosen, in the clinic's words; null when it can. */
  reason: z.string().nullable(),
  monthlySegmentQuota: z.number().int(),
  segmentsUsedThisMonth: z.number().int(),
});
export type SmsStatus = z.infer<typeof SmsStatusSchema>;

/** Whether this server sends SMS, and what the space used of its month. */
export async function getSmsStatus(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<SmsStatus> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const sms = deps.config.sms;
  return {
    isEnabled: sms?.isEnabled === true,
    reason: sms?.isEnabled ? null : (sms?.reason ?? SMS_OFF_REASON),
    monthlySegmentQuota: sms?.monthlySegmentQuota ?? 0,
    segmentsUsedThisMonth: await findSmsUsage(db, spaceId, usageMonth(deps.clock.now())),
  };
}
