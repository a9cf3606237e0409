import type { AppDependencies } from '../app-dependencies';

/**
 * Tells storage that the rows referencing these files are committed. A failure only leaves the
 * in-flight mark behind, which the next start-up reconciliation clears (the file stays: a row
 * references it), so it is logged instead of failing a request that has succeeded.
 */
export async function settleStoredFiles(deps: Pick<AppDependencies, 'storage'>, keys: string[]) {
  for (const key of keys) {
    try {
      await deps.storage.settle(key);
    } catch (error) {
      console.warn(`could not settle stored file ${key}:`, error instanceof Error ? error.message : error);
    }
  }
}
