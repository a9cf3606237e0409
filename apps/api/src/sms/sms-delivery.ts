import type { Database } from '@citavet/db/database';
import { decideReminderDelivery, isReminderKind } from '@citavet/domain/communications/reminder-delivery';
import { smsQuotaReason } from '@citavet/domain/plans/sms-quota';
import { measureSms } from '@citavet/domain/sms/sms-encoding';
import type { Clock } from '../app-dependencies';
import {
  type ClaimedEmail,
  markEmailDropped,
  markEmailSent,
  type RedactedContent,
  rescheduleEmail,
} from '../mail/outbox.repository';
import { redactSecrets } from '../mail/redact-secrets';
import type { DeliveryReportTokens } from './delivery-report-token';
import { type SmsGateway, SmsGatewayError } from './sms-gateway';
import { spaceSmsQuota } from './sms-quota';
import {
  queueQuotaExhaustedNotice,
  releaseSmsSegments,
  reserveSmsSegments,
  usageMonth,
} from './sms-usage.repository';

// An SMS row of the outbox, as the outbox worker hands it over: claimed, leased and fenced like an
// e-mail (decision 059), consent judged now against the client's SMS consent, the month's quota
// reserved, then one sendsms call. Kannel's 202 is the hand-off ('Enviado a la pasarela'); what the
// carrier did comes later as a delivery report (features/communications: apply-delivery-report.ts).

export type SmsSender = {
  gateway: SmsGateway;
  reports: DeliveryReportTokens;
  callbackUrl: string;
  /** The server's default (SMS_MONTHLY_SEGMENT_QUOTA); a space's plan sets its own (decision 081). */
  monthlySegmentQuota: number;
  /** PLAN_LIMITS; absent: off, every space has the server's default. */
  arePlanLimitsOn?: () => boolean;
};

export const SMS_DROP_REASONS = {
  channelOff: 'El canal SMS está desactivado en este servidor',
} as const;

/** The row's SMS consent, read as the e-mail rules read theirs (reminder-delivery.ts). */
function smsRecipient(email: ClaimedEmail) {
  return email.client
    ? {
        hasReminderConsent: email.client.hasSmsConsent,
        unsubscribedAt: email.client.smsUnsubscribedAt,
        isErased: email.client.isErased,
        isSpaceDeleted: email.client.isSpaceDeleted,
      }
    : null;
}

export async function deliverSms(
  options: {
    db: Database;
    clock: Clock;
    sender: SmsSender | undefined;
    retry: { maxAttempts: number; delayMs: (attempts: number) => number };
  },
  email: ClaimedEmail,
  redacted: RedactedContent,
): Promise<void> {
  const { db, sender } = options;
  if (isReminderKind(email.kind) && email.bookingStatus === 'CANCELLED') {
    await markEmailDropped(db, email, 'booking cancelled', redacted);
    return;
  }
  const delivery = decideReminderDelivery(email.kind, smsRecipient(email));
  if (!delivery.isAllowed) {
    await markEmailDropped(db, email, delivery.reason, redacted);
    return;
  }
  if (!sender) {
    await rescheduleEmail(db, email, { error: SMS_DROP_REASONS.channelOff, retryAt: null, redacted });
    return;
  }
  const measured = measureSms(email.textBody);
  const spaceId = email.client?.spaceId ?? null;
  const month = usageMonth(options.clock.now());
  if (spaceId) {
    const { quota } = await spaceSmsQuota(
      db,
      {
        now: options.clock.now(),
        arePlanLimitsOn: sender.arePlanLimitsOn?.() ?? false,
        serverQuota: sender.monthlySegmentQuota,
      },
      spaceId,
    );
    const isReserved = await reserveSmsSegments(db, { spaceId, month, segments: measured.segments, quota });
    if (!isReserved) {
      await markEmailDropped(db, email, smsQuotaReason(quota), redacted);
      await queueQuotaExhaustedNotice(db, { spaceId, month, quota, now: options.clock.now() });
      return;
    }
  }
  try {
    await sender.gateway.send({
      to: email.toAddress,
      text: email.textBody,
      encoding: measured.encoding,
      dlrUrl: sender.reports.url(sender.callbackUrl, email.id),
    });
  } catch (error) {
    if (spaceId) await releaseSmsSegments(db, { spaceId, month, segments: measured.segments });
    const message = error instanceof Error ? error.message : String(error);
    const isFinal =
      (error instanceof SmsGatewayError && error.isPermanent) || email.attempts >= options.retry.maxAttempts;
    await rescheduleEmail(db, email, {
      error: redactSecrets(message.slice(0, 500)),
      retryAt: isFinal
        ? null
        : new Date(options.clock.now().getTime() + options.retry.delayMs(email.attempts)),
      redacted,
    });
    return;
  }
  await markEmailSent(db, email, options.clock.now(), redacted);
}
