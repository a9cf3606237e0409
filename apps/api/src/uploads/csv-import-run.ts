import type { AppDependencies } from '../app-dependencies';
import { AppError } from '../http/app-error';
import { requireSpaceMember } from '../http/space-access';
import { type CsvImportKind, csvImportGate } from './csv-import-gate';
import { CSV_IMPORT_BATCH_ROWS } from './csv-upload-reader';

/**
 * An import of the clients' or the pets' CSV, for a member of the space only, inside its space's
 * turn (csv-import-gate.ts): the turn is released however the import ends.
 */
export async function runCsvImport<Result>(
  deps: AppDependencies,
  kind: CsvImportKind,
  access: { userId: string; spaceId: string },
  importFile: () => Promise<Result>,
): Promise<Result> {
  await requireSpaceMember(deps.database.db, access.spaceId, access.userId);
  const turn = await csvImportGate(deps, kind).enter(access.spaceId);
  try {
    return await importFile();
  } finally {
    await turn.release();
  }
}

/**
 * The valid rows gathered while the file streams in, written a batch at a time: memory holds one
 * batch. `add` writes a batch once it is full, `flush` what is pending (at the end of the file).
 */
export function csvRowBatches<Row>(
  deps: Pick<AppDependencies, 'database'>,
  write: (pending: Row[]) => Promise<void>,
) {
  let batch: Row[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const pending = batch;
    batch = [];
    await write(pending);
    // The embedded database has one connection for every clinic: let the requests that came in
    // meanwhile have their turn before the next batch.
    if (deps.database.kind === 'pglite') await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    async add(row: Row) {
      batch.push(row);
      if (batch.length >= CSV_IMPORT_BATCH_ROWS) await flush();
    },
    flush,
  };
}

/**
 * The 413 of a file over the import's size limit: the rows read before the limit were imported and
 * travel in the details, and importing the file again in parts duplicates none of them.
 */
export function csvImportTooLarge(megabytes: number, alreadyImported: string, imported: unknown): AppError {
  return new AppError(
    413,
    'CSV_TOO_LARGE',
    `El archivo no puede superar ${megabytes} MB. Las filas leídas hasta ese punto se importaron: divide el archivo y vuelve a importarlo (${alreadyImported} ya importadas no se duplican).`,
    { imported },
  );
}
