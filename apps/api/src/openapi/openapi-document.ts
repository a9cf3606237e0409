import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteDatabase } from '@citavet/db/database';
import { buildApp } from '../app';
import { DEFAULT_RATE_LIMITS, systemClock } from '../app-dependencies';
import { SessionTokens } from '../security/tokens';
import { createLocalDiskStorage } from '../storage/local-disk-storage';

/**
 * The API's OpenAPI document as `/api/docs/json` serves it, from the real app built in-process
 * without listening. Building routes needs a database handle (the public routes subscribe to
 * NOTIFY), so an empty in-memory PGlite stands in; nothing is queried or stored (the directory's
 * background refresher, which would query it, stays off).
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const database = await openPgliteDatabase({});
  const uploadsDir = await mkdtemp(join(tmpdir(), 'citavet-openapi-'));
  const app = await buildApp({
    database,
    clock: systemClock,
    tokens: new SessionTokens('openapi-document-only-never-signs-a-session'),
    storage: createLocalDiskStorage(uploadsDir),
    config: {
      publicUrl: 'http://localhost:3000',
      rateLimits: DEFAULT_RATE_LIMITS,
      logLevel: 'silent',
      geocoder: 'off',
      isDirectoryRefresherOn: false,
    },
  });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
    await rm(uploadsDir, { recursive: true, force: true });
  }
}
