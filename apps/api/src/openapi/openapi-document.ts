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

type NamedOperation = { operationId?: unknown; summary?: unknown };

/**
 * The operations the document cannot name: each route declares its own `operationId` and `summary`
 * in its schema (route-operation.ts), and an operationId names one operation only. One line per
 * problem, `METHOD /api/path` first, so the lint says which route to fix.
 */
export function namingProblems(document: Record<string, unknown>) {
  const paths = (document.paths ?? {}) as Record<string, Record<string, NamedOperation>>;
  const problems: string[] = [];
  const seen = new Map<unknown, string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${path}`;
      const missing = (['operationId', 'summary'] as const).filter((name) => !operation[name]);
      if (missing.length > 0) problems.push(`${key}: its route's schema lacks ${missing.join(' and ')}`);
      const previous = seen.get(operation.operationId);
      if (operation.operationId && previous) {
        problems.push(`${key}: operationId '${operation.operationId}' is already ${previous}'s`);
      }
      if (operation.operationId && !previous) seen.set(operation.operationId, key);
    }
  }
  return problems;
}
