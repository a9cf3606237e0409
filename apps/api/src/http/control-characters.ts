import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '@citavet/domain/text/control-characters';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error';

/**
 * Every text the API takes (JSON body, query, path parameters) follows the domain's multi-line rule
 * (packages/domain/src/text/control-characters.ts) before any schema or handler sees it: a NUL byte
 * or an escape is a Spanish 400 naming the field, never a 500 from the database, and never part of
 * a stored name or an e-mail. One-line fields (names, reasons) refuse line breaks in their schemas.
 */
export function registerControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      if (value === undefined || value === null || Buffer.isBuffer(value)) continue;
      const path = findControlCharacter(value);
      if (path === null) continue;
      const field = path || where;
      throw badRequest(CONTROL_CHARACTER_MESSAGE, 'VALIDATION_ERROR', {
        details: [{ field, message: CONTROL_CHARACTER_MESSAGE }],
      });
    }
  });
}
