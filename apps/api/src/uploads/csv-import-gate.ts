import type { AppDependencies } from '../app-dependencies';
import { AppError } from '../http/app-error';
import { createAccountLimiter } from '../security/account-limits';

/** The longest an import holds its space's turn if its process dies midway. */
const RUNNING_MARKER_MS = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** What each CSV import brings in, as its messages name it. */
export type CsvImportKind = 'clients' | 'pets';
const NOUN: Record<CsvImportKind, string> = { clients: 'clientes', pets: 'mascotas' };

export const importRunningMessage = (kind: CsvImportKind) =>
  `Ya hay una importación de ${NOUN[kind]} en curso en este espacio. Espera a que termine y vuelve a intentarlo.`;
export const importsPerHourMessage = (kind: CsvImportKind, max: number) =>
  `Este espacio ya hizo ${max} importaciones de ${NOUN[kind]} en la última hora.`;
export const IMPORT_RUNNING_MESSAGE = importRunningMessage('clients');

/**
 * One CSV import of a kind at a time per space, and a few per hour: an import writes thousands of
 * rows, and on the embedded database every clinic shares one connection. The turn is a marker in the
 * shared limit store (so it holds across processes); `release` ends it, and it expires on its own if
 * the process dies.
 */
export function csvImportGate(deps: AppDependencies, kind: CsvImportKind) {
  // Each import may hold 50,000 rows: a few an hour (RateLimitConfig.clientImportsPerSpacePerHour,
  // counted for each kind apart).
  const max = deps.config.rateLimits.clientImportsPerSpacePerHour;
  const name = kind === 'clients' ? 'client-import' : 'pet-import';
  const perHour = createAccountLimiter(
    deps.limits.store,
    { name, max, windowMs: HOUR },
    importsPerHourMessage(kind, max),
  );
  return {
    async enter(spaceId: string): Promise<{ release(): Promise<void> }> {
      const key = `${name}:${spaceId}:running`;
      if (!(await deps.limits.store.setIfAbsent(key, '1', RUNNING_MARKER_MS))) {
        const running = await deps.limits.store.read(key);
        throw new AppError(409, 'IMPORT_RUNNING', importRunningMessage(kind), {
          retryAfterSeconds: Math.max(1, Math.ceil((running?.ttlMs ?? 60_000) / 1000)),
        });
      }
      try {
        await perHour.consume(spaceId);
      } catch (error) {
        await deps.limits.store.delete(key);
        throw error;
      }
      return { release: () => deps.limits.store.delete(key) };
    },
  };
}
