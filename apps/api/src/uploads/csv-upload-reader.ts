import type { Readable } from 'node:stream';
import { NOT_A_TEXT_CSV_MESSAGE } from '@citavet/domain/clients/csv-text';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasForbiddenControlCharacter,
} from '@citavet/domain/text/control-characters';
import { parse } from 'csv-parse';
import { AppError, badRequest } from '../http/app-error';
import { NOT_TEXT, textOnly } from './text-only-stream';

/** Rejected rows are all counted; this many are listed with their line and reason. */
export const MAX_CSV_IMPORT_ERRORS = 1000;
/** Rows written per batch: memory holds one batch while the file streams in. */
export const CSV_IMPORT_BATCH_ROWS = 500;
const FILE_TOO_LARGE = 'CITAVET_FILE_TOO_LARGE';

/** The rows refused so far: all counted, the first MAX_CSV_IMPORT_ERRORS listed with their line. */
export type CsvRejections = { rejected: number; errors: { row: number; message: string }[] };

export function rejectCsvRow(result: CsvRejections, row: number, message: string) {
  result.rejected += 1;
  if (result.errors.length < MAX_CSV_IMPORT_ERRORS) result.errors.push({ row, message });
}

export type CsvUploadReading = {
  /** The header row, always there: throws (a Spanish 400) when its columns cannot be read. */
  header(record: string[]): void;
  /** A data row free of control characters, with its line in the file. */
  row(record: string[], line: number): Promise<void>;
  /** Writes the rows pending: at the end, and before a file over the size limit is reported. */
  flush(): Promise<void>;
  /** A row refused by the reader (control characters, past the row limit). */
  reject(line: number, message: string): void;
  maxRows: number;
  /** Said of the first row past maxRows; it and the rest are not read. */
  tooManyRowsMessage: string;
  /** The 413 of a file over the size limit, carrying what was imported before it. */
  tooLarge(): AppError;
};

/**
 * Reads an uploaded CSV as it streams (comma or semicolon, UTF-8 with or without BOM, header row
 * first), for the clients' and the pets' imports: the first row goes to `header`, each other row to
 * `row` until `maxRows`. A row with a NUL or an escape in a cell would fail its whole batch in the
 * database, so it is refused here. A file that is not text is a 415, a broken CSV or an empty file a
 * 400, a file over the upload's size limit `tooLarge` once the whole rows read before it are written.
 */
export async function readCsvUpload(file: Readable, reading: CsvUploadReading): Promise<void> {
  const text = file.pipe(textOnly());
  const parser = text.pipe(
    parse({
      bom: true,
      delimiter: [',', ';'],
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
      info: true,
    }),
  );
  // pipe() passes neither the upload's errors nor its size limit on: the parser must stop too.
  file.on('error', (error) => parser.destroy(error));
  text.on('error', (error) => parser.destroy(error));
  file.on('limit', () =>
    parser.destroy(Object.assign(new Error('file too large'), { code: FILE_TOO_LARGE })),
  );
  let hasHeader = false;
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!hasHeader) {
        reading.header(record);
        hasHeader = true;
        continue;
      }
      rows += 1;
      if (rows > reading.maxRows) {
        // What was read is imported; the rest is reported, not read.
        reading.reject(info.lines, reading.tooManyRowsMessage);
        file.resume();
        break;
      }
      if (record.some((cell) => hasForbiddenControlCharacter(cell, { multiLine: true }))) {
        reading.reject(info.lines, CONTROL_CHARACTER_MESSAGE);
        continue;
      }
      await reading.row(record, info.lines);
    }
    await reading.flush();
  } catch (error) {
    file.resume();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === NOT_TEXT) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', NOT_A_TEXT_CSV_MESSAGE);
    if (code === FILE_TOO_LARGE || code === 'FST_REQ_FILE_TOO_LARGE') {
      // The rows read before the limit are whole rows: they are written, then reported.
      await reading.flush();
      throw reading.tooLarge();
    }
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      throw badRequest('El archivo CSV no es válido', 'CSV_INVALID');
    }
    throw error;
  }
  // The size limit may be reached as the last rows are read: the upload's own flag says so.
  if ((file as { truncated?: boolean }).truncated) throw reading.tooLarge();
  if (!hasHeader) throw badRequest('El archivo CSV está vacío', 'CSV_INVALID');
}
