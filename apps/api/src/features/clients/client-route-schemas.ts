import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../http/authenticate';

// What the clients' route files share: their tag, the bearer security, and the space's params.

export const tags = ['clients'];
export const secured = [{ bearerAuth: [] }];
/** Anonymous callers get their 401 before any validation or lookup. */
export const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
export const idField = z.guid({ error: 'Identificador inválido' });
export const SpaceParamsSchema = z.strictObject({ spaceId: idField });
