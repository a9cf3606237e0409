import type { AppDependencies } from '../app-dependencies';
import { AppError } from '../http/app-error';
import { requireSpaceMember } from '../http/space-access';
import { type CsvImportKind, csvImportGate } from './csv-import-gate';
import { CSV_IMPORT_BATCH_ROWS, type CsvRejections, type CsvUploadReading } from './csv-upload-reader';

/**
 * The rows one import reads at most: raised from 5,000 once rows were written in batches (20,000
 * rows in a few seconds).
 */
export const CSV_IMPORT_MAX_ROWS = 50_000;
const CSV_IMPORT_MAX_MEGABYTES = 10;
/** The upload's size limit (the multipart parser's fileSize). */
export const CSV_IMPORT_MAX_BYTES = CSV_IMPORT_MAX_MEGABYTES * 1024 * 1024;

/** What an import answers: its counts by outcome, and the rows refused with their line and reason. */
export type CsvImportResult<Outcome extends string> = Record<Outcome, number> & CsvRejections;

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
 * The limits an import reads within, as readCsvUpload takes them: at most CSV_IMPORT_MAX_ROWS rows (the
 * first past it says so) and a 413 for a file over the size limit, which carries what was imported
 * before it: importing the file again in parts duplicates none of those rows.
 */
export function csvLimits(
  words: { rows: string; alreadyImported: string },
  imported: unknown,
): Pick<CsvUploadReading, 'maxRows' | 'tooManyRowsMessage' | 'tooLarge'> {
  return {
    maxRows: CSV_IMPORT_MAX_ROWS,
    tooManyRowsMessage: `El archivo tiene más de ${CSV_IMPORT_MAX_ROWS} ${words.rows}: desde esta fila no se importó nada`,
    tooLarge: () =>
      new AppError(
        413,
        'CSV_TOO_LARGE',
        `El archivo no puede superar ${CSV_IMPORT_MAX_MEGABYTES} MB. Las filas leídas hasta ese punto se importaron: divide el archivo y vuelve a importarlo (${words.alreadyImported} ya importadas no se duplican).`,
        { imported },
      ),
  };
}
