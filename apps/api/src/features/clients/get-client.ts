import type { Client, ClientBooking } from '@citavet/domain/clients/client.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { requireClient } from './client-access';
import { listClientBookings } from './clients.repository';

export async function getClient(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  clientId: string,
): Promise<Client> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  return requireClient(db, spaceId, clientId);
}

export async function getClientBookings(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  clientId: string,
): Promise<ClientBooking[]> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  await requireClient(db, spaceId, clientId);
  return listClientBookings(db, clientId);
}
