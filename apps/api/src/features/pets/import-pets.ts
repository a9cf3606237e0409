import type { Readable } from 'node:stream';
import type { Database } from '@citavet/db/database';
import {
  foldPetName,
  PET_CSV_MISSING_COLUMNS_MESSAGE,
  type PetCsvColumns,
  type PetCsvRow,
  petCsvColumns,
  petOwnerKeys,
  planPetImport,
  readPetCsvRow,
} from '@citavet/domain/pets/pet-csv';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { type CsvImportResult, csvLimits, csvRowBatches, runCsvImport } from '../../uploads/csv-import-run';
import { readCsvUpload, rejectCsvRow } from '../../uploads/csv-upload-reader';
import { spaceToday } from './pet-values';
import { findPetImportOwners, insertImportedPets, lockPetImports } from './pets.repository';

export type PetImportResult = CsvImportResult<'created' | 'unchanged'>;

type PendingRow = { line: number; row: PetCsvRow };

/**
 * A batch in one transaction: the owners its rows name and their pets are read at once, the plan
 * gives each row its outcome, the new pets are written in one statement. A dry run inserts nothing
 * and answers the same counts: the names it would have added are kept in `added` for later batches.
 */
async function writeBatch(
  db: Database,
  spaceId: string,
  batch: PendingRow[],
  options: { today: string; isDryRun: boolean; added: Map<string, Set<string>> },
) {
  const { today, isDryRun, added } = options;
  const outcomes = await db.transaction(async (tx) => {
    await lockPetImports(tx, spaceId);
    const emails = new Set<string>();
    const phones = new Set<string>();
    for (const { row } of batch) {
      const keys = petOwnerKeys(row);
      if (keys.email) emails.add(keys.email);
      if (keys.phoneDigits) phones.add(keys.phoneDigits);
    }
    const owners = await findPetImportOwners(tx, spaceId, { emails: [...emails], phoneDigits: [...phones] });
    const plan = planPetImport(
      batch.map((pending) => pending.row),
      owners.map((owner) => ({
        id: owner.id,
        email: owner.email,
        phoneDigits: owner.phoneDigits,
        isErased: owner.erasedAt !== null,
        petNames: [...owner.names.map(foldPetName), ...(added.get(owner.id) ?? [])],
      })),
      today,
    );
    for (const outcome of plan) {
      if (outcome.kind !== 'created') continue;
      const names = added.get(outcome.clientId) ?? new Set<string>();
      names.add(foldPetName(outcome.pet.name));
      added.set(outcome.clientId, names);
    }
    if (!isDryRun) {
      await insertImportedPets(
        tx,
        spaceId,
        plan.flatMap((outcome) =>
          outcome.kind === 'created'
            ? [
                {
                  clientId: outcome.clientId,
                  name: outcome.pet.name,
                  species: outcome.pet.species,
                  breed: outcome.pet.breed,
                  sex: outcome.pet.sex,
                  isNeutered: outcome.pet.isNeutered,
                  birthDate: outcome.pet.birthDate,
                  isBirthDateEstimated: false,
                  color: outcome.pet.color,
                  alerts: outcome.pet.alerts,
                },
              ]
            : [],
        ),
      );
    }
    return plan;
  });
  return outcomes;
}

/**
 * POST /spaces/{spaceId}/pets/import: pets from a CSV whose rows name their owner by the client's
 * e-mail or phone (Mascota, Especie, Raza, Sexo, Fecha de nacimiento, Color). Bad rows are reported
 * by line in Spanish and the others imported; a pet its owner already has by that name is left as
 * it is. With `dryRun`, nothing is written: the same answer is a preview.
 */
export async function importPets(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  options: { isDryRun: boolean },
  openFile: () => Promise<Readable>,
): Promise<PetImportResult> {
  // The clients' gate, for pets: one import at a time per space, a few an hour (a dry run too: it
  // reads the same rows).
  return runCsvImport(deps, 'pets', { userId, spaceId }, async () =>
    readAndImport(deps, spaceId, options, await openFile()),
  );
}

async function readAndImport(
  deps: AppDependencies,
  spaceId: string,
  options: { isDryRun: boolean },
  file: Readable,
): Promise<PetImportResult> {
  const { db } = deps.database;
  const today = await spaceToday(db, spaceId, deps.clock.now());
  const result: PetImportResult = { created: 0, unchanged: 0, rejected: 0, errors: [] };
  const reject = (row: number, message: string) => rejectCsvRow(result, row, message);
  let columns: PetCsvColumns | null = null;
  const added = new Map<string, Set<string>>();
  const batches = csvRowBatches<PendingRow>(deps, async (pending) => {
    const outcomes = await writeBatch(db, spaceId, pending, { today, isDryRun: options.isDryRun, added });
    outcomes.forEach((outcome, index) => {
      if (outcome.kind === 'rejected') reject(pending[index]?.line ?? 0, outcome.message);
      else result[outcome.kind] += 1;
    });
  });
  await readCsvUpload(file, {
    header(record) {
      columns = petCsvColumns(record);
      if (!columns) throw badRequest(PET_CSV_MISSING_COLUMNS_MESSAGE, 'CSV_INVALID');
    },
    async row(record, line) {
      if (!columns) return;
      const reading = readPetCsvRow(columns, record);
      if (!reading.isValid) {
        reject(line, reading.message);
        return;
      }
      await batches.add({ line, row: reading.row });
    },
    flush: batches.flush,
    reject,
    ...csvLimits({ rows: 'mascotas', alreadyImported: 'las mascotas' }, result),
  });
  // Rows refused on reading are listed as read; those refused by their batch, when it is written.
  result.errors.sort((first, second) => first.row - second.row);
  return result;
}
