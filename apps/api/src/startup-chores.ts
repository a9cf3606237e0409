import type { DatabaseHandle } from '@citavet/db/database';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeStoredPhones } from './features/clients/normalize-stored-phones';
import { reconcileStoredFiles } from './storage/reconcile-stored-files';
import { referencedStoredKeys } from './stored-file-keys';

export type StartupChores = {
  /** Stops the upload walk early (a shutdown does not wait for a large directory). */
  abort(): void;
  /** Settles when both chores are done or given up; never rejects. */
  settled: Promise<void>;
};

/** Tidying that runs once, in the background, while the process already serves. */
export function startStartupChores(
  database: DatabaseHandle,
  uploadsDir: string,
  log: FastifyBaseLogger,
): StartupChores {
  // What a crash left in the upload directory (files without a row, partial files) goes in the
  // background while the process serves: a large directory takes a while to walk, and uploads
  // running meanwhile are told apart by their partial names (storage/partial-files.ts).
  const stopReconciling = new AbortController();
  const reconciling = reconcileStoredFiles(
    uploadsDir,
    (spaceId) => referencedStoredKeys(database.db, spaceId),
    { signal: stopReconciling.signal },
  ).then(
    ({ orphans, abandoned }) =>
      console.log(
        `Archivos subidos revisados: ${orphans.length} sin registro y ${abandoned.length} de subidas interrumpidas eliminados`,
      ),
    (error: unknown) => {
      if (!stopReconciling.signal.aborted) log.error({ err: error }, 'upload reconciliation failed');
    },
  );

  // Phones stored before they were kept in E.164 (migration 0041 marked them) are read in their
  // clinic's country in the background while the process serves (decision 081).
  const normalizingPhones = normalizeStoredPhones(database.db).then(
    ({ rewritten, left }) => {
      if (rewritten + left > 0) {
        console.log(`Teléfonos en E.164: ${rewritten} reescritos, ${left} de clínicas sin país conocido`);
      }
    },
    (error: unknown) => log.error({ err: error }, 'phone normalization failed'),
  );

  return {
    abort: () => stopReconciling.abort(),
    settled: Promise.all([reconciling, normalizingPhones]).then(() => {}),
  };
}
