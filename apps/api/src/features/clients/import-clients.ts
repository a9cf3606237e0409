import type { Readable } from 'node:stream';
import type { Database } from '@citavet/db/database';
import { type CreateClientInput, CreateClientSchema } from '@citavet/domain/clients/client.schema';
import {
  type ClientCsvColumns,
  CSV_MISSING_NAME_COLUMN_MESSAGE,
  clientCsvColumns,
  clientCsvRecord,
} from '@citavet/domain/clients/client-csv';
import {
  type ImportOutcome,
  type ImportRowValues,
  importMatchKeys,
  planClientImport,
} from '@citavet/domain/clients/client-import-plan';
import type { AppDependencies } from '../../app-dependencies';
import { AppError, badRequest } from '../../http/app-error';
import { type CsvImportResult, csvLimits, csvRowBatches, runCsvImport } from '../../uploads/csv-import-run';
import { readCsvUpload, rejectCsvRow } from '../../uploads/csv-upload-reader';
import {
  fillImportedClients,
  findClientsByImportKeys,
  insertImportedClients,
  lockClientImports,
} from './client-import.repository';
import { findSpacePhoneContext } from './client-phones.repository';
import { findMatchingClient } from './clients.repository';
import { storedPhone } from './stored-phone';

export type ClientImportResult = CsvImportResult<'created' | 'updated' | 'unchanged'>;

type PendingRow = { line: number; values: ImportRowValues };

/** A row as it is stored: phones in E.164 read in the clinic's country (decision 074). */
const rowValues = (
  input: CreateClientInput,
  clinic: Awaited<ReturnType<typeof findSpacePhoneContext>>,
): ImportRowValues => ({
  name: input.name,
  email: input.email,
  phone: storedPhone(input.phone, clinic),
  whatsapp: storedPhone(input.whatsapp, clinic),
  documentId: input.documentId,
  address: input.address,
  notes: input.notes,
});

/**
 * A batch of valid rows in one transaction: the clients their keys match are read (and locked)
 * at once, the plan gives each row the outcome a row-by-row import would, and the new clients and
 * the fills are written in one statement each.
 */
async function writeBatch(db: Database, spaceId: string, batch: PendingRow[], now: Date) {
  return db.transaction(async (tx) => {
    await lockClientImports(tx, spaceId);
    const emails = new Set<string>();
    const phones = new Set<string>();
    const documents = new Set<string>();
    for (const { values } of batch) {
      const keys = importMatchKeys(values);
      if (keys.email) emails.add(keys.email);
      if (keys.phoneDigits) phones.add(keys.phoneDigits);
      if (keys.documentKey) documents.add(keys.documentKey);
    }
    const existing = await findClientsByImportKeys(tx, spaceId, {
      emails: [...emails],
      phoneDigits: [...phones],
      documentKeys: [...documents],
    });
    const plan = planClientImport(
      existing,
      batch.map((row) => row.values),
    );
    await insertImportedClients(tx, spaceId, plan.inserts);
    await fillImportedClients(tx, spaceId, plan.updates, now);
    return plan.outcomes;
  });
}

/**
 * One row in its own transaction: the way back when a batch fails on a constraint (a client saved
 * meanwhile by someone else), so that only the rows at fault are rejected, each with its reason.
 */
async function importRow(
  db: Database,
  spaceId: string,
  values: ImportRowValues,
  now: Date,
): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    await lockClientImports(tx, spaceId);
    const match = await findMatchingClient(tx, spaceId, values);
    const existing = match
      ? [
          {
            id: match.id,
            email: match.email,
            phone: match.phone,
            whatsapp: match.whatsapp,
            documentId: match.documentId,
            address: match.address,
            notes: match.notes,
          },
        ]
      : [];
    const plan = planClientImport(existing, [values]);
    await insertImportedClients(tx, spaceId, plan.inserts);
    await fillImportedClients(tx, spaceId, plan.updates, now);
    return plan.outcomes[0] ?? 'unchanged';
  });
}

function rowProblem(error: unknown): string {
  if (error instanceof AppError) return error.message;
  const constraint = (error as { cause?: { constraint?: string } })?.cause?.constraint;
  if (constraint === 'clients_space_email_unique') return 'Ya existe un cliente con ese correo electrónico';
  throw error;
}

/**
 * Reads the CSV as it streams (uploads/csv-upload-reader.ts). Each row is validated with the client form's schema; bad rows are reported by line number in
 * Spanish and the others are imported.
 */
export async function importClients(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  options: { columns: ClientCsvColumns | undefined },
  openFile: () => Promise<Readable>,
): Promise<ClientImportResult> {
  return runCsvImport(deps, 'clients', { userId, spaceId }, async () =>
    readAndImport(deps, spaceId, options, await openFile()),
  );
}

async function readAndImport(
  deps: AppDependencies,
  spaceId: string,
  options: { columns: ClientCsvColumns | undefined },
  file: Readable,
): Promise<ClientImportResult> {
  const { db } = deps.database;
  const clinic = await findSpacePhoneContext(db, spaceId);
  const result: ClientImportResult = { created: 0, updated: 0, unchanged: 0, rejected: 0, errors: [] };
  const reject = (row: number, message: string) => rejectCsvRow(result, row, message);
  let columns: ClientCsvColumns | null = null;
  const now = deps.clock.now();
  const batches = csvRowBatches<PendingRow>(deps, async (pending) => {
    let outcomes: ImportOutcome[];
    try {
      outcomes = await writeBatch(db, spaceId, pending, now);
    } catch (error) {
      rowProblem(error);
      outcomes = [];
      for (const row of pending) {
        try {
          outcomes.push(await importRow(db, spaceId, row.values, now));
        } catch (rowError) {
          reject(row.line, rowProblem(rowError));
        }
      }
    }
    for (const outcome of outcomes) result[outcome] += 1;
  });
  await readCsvUpload(file, {
    header(record) {
      // The preview's mapping, when sent, says what the header's columns mean.
      columns = options.columns ?? clientCsvColumns(record);
      if (!columns) throw badRequest(CSV_MISSING_NAME_COLUMN_MESSAGE, 'CSV_INVALID');
    },
    async row(record, line) {
      if (!columns) return;
      const parsed = CreateClientSchema.safeParse(clientCsvRecord(columns, record));
      if (!parsed.success) {
        reject(line, parsed.error.issues.map((issue) => issue.message).join('; '));
        return;
      }
      await batches.add({ line, values: rowValues(parsed.data, clinic) });
    },
    flush: batches.flush,
    reject,
    ...csvLimits({ rows: 'clientes', alreadyImported: 'las filas' }, result),
  });
  return result;
}
