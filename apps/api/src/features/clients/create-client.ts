import { type Client, type CreateClientInput, nextConsentAt } from '@citavet/domain/clients/client.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { rethrowEmailTaken } from './client-conflicts';
import { findSpacePhoneContext } from './client-phones.repository';
import { insertClient } from './clients.repository';
import { storedPhone } from './stored-phone';

export async function createClient(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: CreateClientInput,
): Promise<Client> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const now = deps.clock.now();
  const { reminderConsent, marketingConsent, smsConsent, ...fields } = input;
  const region = await findSpacePhoneContext(db, spaceId);
  return insertClient(db, spaceId, {
    ...fields,
    phone: storedPhone(fields.phone, region),
    whatsapp: storedPhone(fields.whatsapp, region),
    smsConsentAt: nextConsentAt(null, smsConsent, now),
    reminderConsentAt: nextConsentAt(null, reminderConsent, now),
    marketingConsentAt: nextConsentAt(null, marketingConsent, now),
  }).catch(rethrowEmailTaken);
}
