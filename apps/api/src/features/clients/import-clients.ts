import type { Readable } from 'node:stream';
import type { Database } from '@citavet/db/database';
import { type CreateClientInput, CreateClientSchema } from '@citavet/domain/clients/client.schema';
import {
  type ClientCsvField,
  CSV_MISSING_NAME_COLUMN_MESSAGE,
  clientCsvColumns,
  clientCsvRecord,
} from '@citavet/domain/clients/client-csv';
import { parse } from 'csv-parse';
import type { AppDependencies } from '../../app-dependencies';
import { AppError, badRequest } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { findMatchingClient, insertClient, updateClient } from './clients.repository';

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ERRORS = 100;
const FILE_TOO_LARGE = 'CITAVET_FILE_TOO_LARGE';

export type ClientImportResult = {
  created: number;
  updated: number;
  unchanged: number;
  errors: { row: number; message: string }[];
};

const CONTACT_FIELDS = ['email', 'phone', 'whatsapp', 'documentId', 'address', 'notes'] as const;

/**
 * One row, all or nothing: a client found by e-mail, phone or document only gains the fields it
 * lacks (nothing typed by the staff is overwritten); otherwise a new client. Running the same file
 * again changes nothing.
 */
async function importRow(
  db: Database,
  spaceId: string,
  input: CreateClientInput,
  now: Date,
): Promise<'created' | 'updated' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const match = await findMatchingClient(tx, spaceId, input);
    if (!match) {
      const { reminderConsent: _reminder, marketingConsent: _marketing, ...fields } = input;
      await insertClient(tx, spaceId, fields);
      return 'created';
    }
    const missing: Partial<Record<(typeof CONTACT_FIELDS)[number], string>> = {};
    for (const field of CONTACT_FIELDS) {
      const value = input[field];
      if (value && !match[field]) missing[field] = value;
    }
    if (Object.keys(missing).length === 0) return 'unchanged';
    await updateClient(tx, spaceId, match.id, missing, now);
    return 'updated';
  });
}

function rowProblem(error: unknown): string {
  if (error instanceof AppError) return error.message;
  const constraint = (error as { cause?: { constraint?: string } })?.cause?.constraint;
  if (constraint === 'clients_space_email_unique') return 'Ya existe un cliente con ese correo electrónico';
  throw error;
}

function tooLarge(result: ClientImportResult): AppError {
  return new AppError(
    413,
    'CSV_TOO_LARGE',
    'El archivo no puede superar 5 MB. Las filas leídas hasta ese punto se importaron: divide el archivo y vuelve a importarlo (las filas ya importadas no se duplican).',
    { imported: result },
  );
}

/**
 * Reads the CSV as it streams (comma or semicolon, UTF-8 with or without BOM, header row first).
 * Each row is validated with the client form's schema; bad rows are reported by line number in
 * Spanish and the others are imported.
 */
export async function importClients(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  openFile: () => Promise<Readable>,
): Promise<ClientImportResult> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const file = await openFile();
  const parser = file.pipe(
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
  file.on('limit', () =>
    parser.destroy(Object.assign(new Error('file too large'), { code: FILE_TOO_LARGE })),
  );
  const result: ClientImportResult = { created: 0, updated: 0, unchanged: 0, errors: [] };
  let columns: (ClientCsvField | null)[] | null = null;
  let rows = 0;
  const now = deps.clock.now();
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!columns) {
        columns = clientCsvColumns(record);
        if (!columns) throw badRequest(CSV_MISSING_NAME_COLUMN_MESSAGE, 'CSV_INVALID');
        continue;
      }
      rows += 1;
      if (rows > MAX_IMPORT_ROWS) {
        // What was read stays imported (each row is its own transaction); the rest is reported.
        result.errors.push({
          row: info.lines,
          message: `El archivo tiene más de ${MAX_IMPORT_ROWS} clientes: desde esta fila no se importó nada`,
        });
        file.resume();
        break;
      }
      const parsed = CreateClientSchema.safeParse(clientCsvRecord(columns, record));
      if (!parsed.success) {
        if (result.errors.length < MAX_IMPORT_ERRORS) {
          result.errors.push({
            row: info.lines,
            message: parsed.error.issues.map((i) => i.message).join('; '),
          });
        }
        continue;
      }
      try {
        result[await importRow(db, spaceId, parsed.data, now)] += 1;
      } catch (error) {
        if (result.errors.length < MAX_IMPORT_ERRORS)
          result.errors.push({ row: info.lines, message: rowProblem(error) });
      }
    }
  } catch (error) {
    file.resume();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === FILE_TOO_LARGE || code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(result);
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      throw badRequest('El archivo CSV no es válido', 'CSV_INVALID');
    }
    throw error;
  }
  // The size limit may be reached as the last rows are read: the upload's own flag says so.
  if ((file as { truncated?: boolean }).truncated) throw tooLarge(result);
  if (!columns) throw badRequest('El archivo CSV está vacío', 'CSV_INVALID');
  return result;
}
