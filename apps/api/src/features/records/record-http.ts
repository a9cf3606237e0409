import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../http/authenticate';
import type { RequestActor } from './record-access';

// What every records route shares: tags, security, params and the caller for the audit log.

export const tags = ['records'];
export const security = [{ bearerAuth: [] }];
/** Anonymous callers get their 401 before any validation or lookup. */
export const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
const idField = z.guid({ error: 'Identificador inválido' });
export const PetRecordParamsSchema = z.strictObject({ spaceId: idField, petId: idField });
export const RecordParamsSchema = z.strictObject({ spaceId: idField, petId: idField, recordId: idField });

/** The signed-in user and the request's address, for the audit log. */
export const actorOf = (request: FastifyRequest): RequestActor => ({
  userId: requireUser(request).id,
  ip: request.ip ?? null,
});

/** `attachment`/`inline` with the file's name, ASCII fallback plus RFC 5987 UTF-8 (accents survive). */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'archivo';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Clinical answers are never kept by a browser or proxy cache. */
export const PRIVATE_NO_STORE = 'private, no-store';
