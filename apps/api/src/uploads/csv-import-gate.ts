import type { AppDependencies } from '../app-dependencies';
import { AppError } from '../http/app-error';
import { createAccountLimiter } from '../security/account-limits';

/** The longest an import holds its space's turn if its process dies midway. */
const RUNNING_MARKER_MS = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export const IMPORT_RUNNING_MESSAGE =
  'Ya hay una importación de clientes en curso en este espacio. Espera a que termine y vuelve a intentarlo.';
export const importsPerHourMessage = (max: number) =>
  `Este espacio ya hizo ${max} importaciones de clientes en la última hora.`;

/**
 * One CSV import at a time per space, and a few per hour: an import writes thousands of rows, and on
 * the embedded database every clinic shares one connection. The turn is a marker in the shared limit
 * store (so it holds across processes); `release` ends it, and it expires on its own if the process
 * dies.
 */
export function clientImportGate(deps: AppDependencies) {
  // Each import may hold 50,000 rows: a few an hour (RateLimitConfig.clientImportsPerSpacePerHour).
  const max = deps.config.rateLimits.clientImportsPerSpacePerHour;
  const perHour = createAccountLimiter(
    deps.limits.store,
    { name: 'client-import', max, windowMs: HOUR },
    importsPerHourMessage(max),
  );
  return {
    async enter(spaceId: string): Promise<{ release(): Promise<void> }> {
      const key = `client-import:${spaceId}:running`;
      if (!(await deps.limits.store.setIfAbsent(key, '1', RUNNING_MARKER_MS))) {
        const running = await deps.limits.store.read(key);
        throw new AppError(409, 'IMPORT_RUNNING', IMPORT_RUNNING_MESSAGE, {
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
