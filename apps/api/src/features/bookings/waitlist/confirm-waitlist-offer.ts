import type { CreatePublicBookingInput } from '@citavet/domain/bookings/public-booking.schema';
import { PetSpeciesSchema } from '@citavet/domain/pets/pet.schema';
import { instantToZonedParts, weekdayOf } from '@citavet/domain/time/zoned-time';
import { WAITLIST_MESSAGES, type WaitlistOfferResult } from '@citavet/domain/waitlist/waitlist.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { AppError, badRequest, conflict, notFound } from '../../../http/app-error';
import { hashOpaqueToken } from '../../../security/tokens';
import { createPublicBooking } from '../public/create-public-booking';
import { WAITLIST_SMS_MESSAGES } from './waitlist-offer-sms';
import {
  type ClaimedOffer,
  claimOffer,
  findOfferState,
  findScheduleFor,
  markOfferBooked,
  releaseOffer,
} from './waitlist-offers.repository';
import { offerNeedsEmail } from './waitlist-sms.repository';

/**
 * POST /public/waitlist/offers/:token/confirm: the offer's link books its slot through the public
 * booking's own path (its checks and the exclusion constraint), exactly once. The offer is claimed
 * first by one conditional update, so of confirmations at once one goes on and the rest are told
 * kindly; a slot someone else took meanwhile puts the client back on the list.
 */
export async function confirmWaitlistOffer(
  deps: AppDependencies,
  token: string,
  // A request that gave only a phone was offered the slot by SMS; the booking needs an e-mail for its
  // confirmation and manage link, asked for on the offer's page (decision 088).
  given: { email?: string | undefined } = {},
): Promise<WaitlistOfferResult> {
  const tokenHash = hashOpaqueToken(token);
  const now = deps.clock.now();
  const needsEmail = await offerNeedsEmail(deps.database.db, tokenHash);
  if (needsEmail && !given.email) {
    throw badRequest(WAITLIST_SMS_MESSAGES.emailNeeded, 'WAITLIST_EMAIL_NEEDED');
  }
  const offer = await claimOffer(deps.database.db, tokenHash, now);
  if (!offer) throw await refusalOf(deps, tokenHash, now);
  let booking: { id: string; managePath: string | null };
  try {
    booking = await bookOffer(deps, { ...offer, clientEmail: offer.clientEmail ?? given.email ?? null });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) {
      await releaseOffer(deps.database.db, offer.id, 'TAKEN');
      throw conflict(WAITLIST_MESSAGES.offerTaken, 'WAITLIST_OFFER_TAKEN', { isStillOnList: true });
    }
    // Anything else (the database went away): the offer is open again for a retry within the hold.
    await releaseOffer(deps.database.db, offer.id, 'OPEN').catch(() => undefined);
    throw error;
  }
  await markOfferBooked(deps.database.db, offer.id, booking.id);
  return { outcome: 'BOOKED', isStillOnList: false, bookingId: booking.id, managePath: booking.managePath };
}

async function bookOffer(deps: AppDependencies, offer: ClaimedOffer) {
  const email = offer.clientEmail;
  const weekday = weekdayOf(instantToZonedParts(offer.startAt.getTime(), offer.timeZone).date);
  const scheduleId = await findScheduleFor(deps.database.db, offer.serviceId, offer.hostId, weekday);
  if (!scheduleId || !email) throw conflict(WAITLIST_MESSAGES.offerTaken, 'SLOT_NOT_AVAILABLE');
  const species = PetSpeciesSchema.safeParse(offer.petSpecies);
  const input: CreatePublicBookingInput = {
    serviceScheduleId: scheduleId,
    startTime: offer.startAt.toISOString(),
    endTime: offer.endAt.toISOString(),
    clientInfo: { name: offer.clientName, email, phone: offer.clientPhone, website: '' },
    ...(offer.petName && species.success ? { pet: { name: offer.petName, species: species.data } } : {}),
    reason: offer.petName && !species.success ? `Lista de espera: ${offer.petName}` : null,
  };
  const answer = await createPublicBooking(deps, input, undefined, { waitlistOfferId: offer.id });
  const booked = answer.body.data.booking;
  return { id: booked.id, managePath: booked.managePath ?? null };
}

/** Why a confirmation did not claim the offer, as a kind answer. */
async function refusalOf(deps: AppDependencies, tokenHash: string, now: Date): Promise<AppError> {
  const state = await findOfferState(deps.database.db, tokenHash);
  if (!state) return notFound(WAITLIST_MESSAGES.offerNotFound, 'WAITLIST_OFFER_NOT_FOUND');
  if (state.status === 'BOOKED' || state.status === 'CONFIRMING') {
    return conflict(WAITLIST_MESSAGES.offerAlreadyUsed, 'WAITLIST_OFFER_USED', { isStillOnList: false });
  }
  const isStillOnList = state.requestStatus === 'WAITING' || state.requestStatus === 'OFFERED';
  if (state.status === 'TAKEN') {
    return conflict(WAITLIST_MESSAGES.offerTaken, 'WAITLIST_OFFER_TAKEN', { isStillOnList });
  }
  if (state.status === 'EXPIRED' || state.holdUntil.getTime() <= now.getTime()) {
    return conflict(WAITLIST_MESSAGES.offerHoldOver, 'WAITLIST_OFFER_HOLD_OVER', { isStillOnList });
  }
  return notFound(WAITLIST_MESSAGES.offerNotFound, 'WAITLIST_OFFER_NOT_FOUND');
}
