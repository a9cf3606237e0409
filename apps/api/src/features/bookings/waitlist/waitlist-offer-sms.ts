import type { Transaction } from '@citavet/db/database';
import { checkPhone, clinicRegion } from '@citavet/domain/clients/phone-e164';
import { smsUsageMonth } from '@citavet/domain/plans/sms-quota';
import { measureSms, smsTextFor } from '@citavet/domain/sms/sms-encoding';
import { dateTimeFormat } from '@citavet/domain/time/date-time-formats';
import type { AppConfig, AppDependencies } from '../../../app-dependencies';
import type { OutgoingEmail } from '../../../mail/outbox.repository';
import { smsQuotaFactsOf, spaceSmsQuotaState } from '../../../sms/sms-quota';
import { formatWallClock } from '../emails/booking-email-formats';
import { findWaitlistSmsContext, reserveWaitlistSmsSegments } from './waitlist-sms.repository';

// The offer by SMS (docs/decisions/088), for a request that gave a phone and no e-mail: one short
// Spanish text with the offer's link, through the outbox's SMS channel (decision 074). It goes only
// when it can: the channel on in this server, a number that takes SMS read in the clinic's country,
// no BAJA from that client, and room in the space's monthly SMS quota of its plan (decision 081).
// Otherwise the person is skipped for this slot — still on the list, for the staff to call.

export type WaitlistSmsDependencies = Pick<AppDependencies, 'clock'> & {
  config: Pick<AppConfig, 'publicUrl'> & Partial<Pick<AppConfig, 'sms' | 'arePlanLimitsOn'>>;
};

export const WAITLIST_SMS_SUBJECT = 'Oferta de la lista de espera (SMS)';

export const WAITLIST_SMS_MESSAGES = {
  emailNeeded: 'Indica tu correo electrónico para confirmar la cita: te enviaremos allí la confirmación.',
} as const;

/** The text: short enough for one or two segments with the link. */
export function waitlistOfferSmsText(input: {
  spaceName: string;
  serviceName: string;
  timeZone: string;
  startAt: Date;
  holdUntil: Date;
  link: string;
}): string {
  const day = dateTimeFormat('es-ES', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: input.timeZone,
  }).format(input.startAt);
  return (
    `${input.spaceName}: hay un hueco para ${input.serviceName} el ${day} a las ` +
    `${formatWallClock(input.startAt, input.timeZone)}. Te lo guardamos hasta las ` +
    `${formatWallClock(input.holdUntil, input.timeZone)}. Confírmalo: ${input.link}`
  );
}

/** The SMS row of an offer, or null when this person cannot be texted now (see above). */
export async function waitlistOfferSms(
  deps: WaitlistSmsDependencies,
  tx: Transaction,
  input: {
    offerId: string;
    spaceId: string;
    phone: string;
    spaceName: string;
    serviceName: string;
    timeZone: string;
    startAt: Date;
    holdUntil: Date;
    link: string;
    now: Date;
  },
): Promise<OutgoingEmail | null> {
  if (deps.config.sms?.isEnabled !== true) return null;
  const context = await findWaitlistSmsContext(tx, input.spaceId, input.phone);
  if (!context || context.isSmsUnsubscribed) return null;
  const number = checkPhone(
    input.phone,
    clinicRegion({ country: context.country, phones: [context.spacePhone] }),
  );
  if (!number.canReceiveSms || !number.e164) return null;
  const text = smsTextFor(waitlistOfferSmsText(input), context.smsAccents);
  const { segments } = measureSms(text);
  const facts = smsQuotaFactsOf({
    clock: deps.clock,
    config: { sms: deps.config.sms, arePlanLimitsOn: deps.config.arePlanLimitsOn },
  });
  const quota = await spaceSmsQuotaState(tx, facts, input.spaceId);
  if (quota.used + segments > quota.quota) return null;
  // A client's SMS is reserved by the worker when it goes; one for no known client is counted now.
  if (context.clientId === null) {
    const month = smsUsageMonth(input.now);
    const isReserved = await reserveWaitlistSmsSegments(tx, {
      spaceId: input.spaceId,
      month,
      segments,
      quota: quota.quota,
    });
    if (!isReserved) return null;
  }
  return {
    kind: 'waitlist-offer',
    channel: 'sms',
    to: number.e164,
    subject: WAITLIST_SMS_SUBJECT,
    text,
    segments,
    ...(context.clientId ? { clientId: context.clientId } : {}),
    dedupeKey: `waitlist-offer:${input.offerId}:sms`,
    sendAfter: input.now,
  };
}
