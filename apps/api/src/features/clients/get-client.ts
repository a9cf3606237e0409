import type { Client, ClientBookings } from '@citavet/domain/clients/client.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { requireClient } from './client-access';
import { countClientNoShows, listClientBookings } from './client-bookings.repository';

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
): Promise<ClientBookings> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  await requireClient(db, spaceId, clientId);
  const [bookings, noShowCount] = await Promise.all([
    listClientBookings(db, clientId),
    countClientNoShows(db, clientId),
  ]);
  return { bookings, noShowCount };
}
