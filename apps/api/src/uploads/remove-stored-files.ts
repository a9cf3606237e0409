import type { AppDependencies } from '../app-dependencies';

/**
 * Removes files whose database rows are already gone (or never came to be). A failure only leaves
 * an unreferenced file behind, so it is logged instead of failing a request that has succeeded.
 */
export async function removeStoredFiles(deps: Pick<AppDependencies, 'storage'>, keys: string[]) {
  for (const key of keys) {
    try {
      await deps.storage.remove(key);
    } catch (error) {
      console.warn(`could not remove stored file ${key}:`, error instanceof Error ? error.message : error);
    }
  }
}
