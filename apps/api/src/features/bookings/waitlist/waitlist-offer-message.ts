import type { Transaction } from '@citavet/db/database';
import type { OutgoingEmail } from '../../../mail/outbox.repository';
import { waitlistOfferEmail } from './waitlist-offer-email';
import { type WaitlistSmsDependencies, waitlistOfferSms } from './waitlist-offer-sms';

// The one way an offer reaches its person, for the sweep and for the staff's offers by hand alike
// (decisions 088 and 089): by e-mail when the request gave one, else by SMS when that can go now.
// Null means nobody can be told, so no offer is made.

export type WaitlistOfferPerson = {
  clientId: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  clientName: string;
};

export type WaitlistOfferPlace = {
  spaceName: string;
  color: string | null;
  contactEmail: string | null;
  serviceName: string;
  hostName: string;
  timeZone: string;
};

export async function waitlistOfferMessage(
  deps: WaitlistSmsDependencies,
  tx: Transaction,
  input: {
    offerId: string;
    spaceId: string;
    person: WaitlistOfferPerson;
    place: WaitlistOfferPlace;
    startAt: Date;
    holdUntil: Date;
    link: string;
    now: Date;
  },
): Promise<OutgoingEmail | null> {
  const { person, place } = input;
  if (person.clientEmail) {
    return waitlistOfferEmail({
      offerId: input.offerId,
      clientId: person.clientId,
      to: person.clientEmail,
      toName: person.clientName,
      spaceName: place.spaceName,
      spaceColor: place.color,
      replyTo: place.contactEmail,
      serviceName: place.serviceName,
      hostName: place.hostName,
      timeZone: place.timeZone,
      startAt: input.startAt,
      holdUntil: input.holdUntil,
      link: input.link,
      now: input.now,
    });
  }
  if (!person.clientPhone) return null;
  return waitlistOfferSms(deps, tx, {
    offerId: input.offerId,
    spaceId: input.spaceId,
    phone: person.clientPhone,
    spaceName: place.spaceName,
    serviceName: place.serviceName,
    timeZone: place.timeZone,
    startAt: input.startAt,
    holdUntil: input.holdUntil,
    link: input.link,
    now: input.now,
  });
}
