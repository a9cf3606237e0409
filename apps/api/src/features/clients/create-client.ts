import { type Client, type CreateClientInput, nextConsentAt } from '@citavet/domain/clients/client.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { rethrowEmailTaken } from './client-conflicts';
import { insertClient } from './clients.repository';

export async function createClient(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: CreateClientInput,
): Promise<Client> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const now = deps.clock.now();
  const { reminderConsent, marketingConsent, ...fields } = input;
  return insertClient(db, spaceId, {
    ...fields,
    reminderConsentAt: nextConsentAt(null, reminderConsent, now),
    marketingConsentAt: nextConsentAt(null, marketingConsent, now),
  }).catch(rethrowEmailTaken);
}
