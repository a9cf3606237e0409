import type { Database, Transaction } from '@citavet/db/database';
import { isUuid } from '@citavet/domain/api/uuid';
import { CLIENT_NOT_FOUND_MESSAGE, type Client } from '@citavet/domain/clients/client.schema';
import { notFound } from '../../http/app-error';
import { findClient } from './clients-with-pets.repository';

type Executor = Database | Transaction;

/** A client of another space answers the same 404 as one that does not exist. */
export async function requireClient(
  db: Executor,
  spaceId: string,
  clientId: string,
  options: { forUpdate?: boolean } = {},
): Promise<Client> {
  const client = isUuid(clientId) ? await findClient(db, spaceId, clientId, options) : null;
  if (!client) throw notFound(CLIENT_NOT_FOUND_MESSAGE, 'CLIENT_NOT_FOUND');
  return client;
}
