import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isProcessAlive } from './process-liveness';

/**
 * PGlite takes no lock of its own and two processes on one directory silently corrupt it, so the
 * server holds `<dir>/server.lock` (created exclusively) while it runs. A lock left by a process
 * that died is taken over.
 */
export function acquireDataDirLock(directory: string): () => void {
  const lockPath = join(directory, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const descriptor = openSync(lockPath, 'wx');
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new Error(
          `Otro proceso de Citavet (PID ${holder}) ya está usando el directorio de datos ${directory}. ` +
            'Detenlo antes de iniciar otro, o usa otro DATA_DIR.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear el directorio de datos ${directory}`);
}
