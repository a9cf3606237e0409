import type { Database, Transaction } from '@citavet/db/database';
import { sqlStateOf } from '@citavet/db/database';
import { isUuid } from '@citavet/domain/api/uuid';
import {
  BIRTH_DATE_IN_FUTURE_MESSAGE,
  DECEASED_BEFORE_BIRTH_MESSAGE,
  type EstimatedAge,
  MICROCHIP_TAKEN_MESSAGE,
  PET_NOT_FOUND_MESSAGE,
  type PetWithOwner,
} from '@citavet/domain/pets/pet.schema';
import { estimatedBirthDate, petDatesProblem } from '@citavet/domain/pets/pet-age';
import { todayIn } from '@citavet/domain/public/public-slot';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { findPet, findSpaceTimeZone } from './pets.repository';

type Executor = Database | Transaction;

/** The space's calendar day: birth and death dates are compared with it. */
export async function spaceToday(db: Executor, spaceId: string, now: Date): Promise<string> {
  return todayIn(await findSpaceTimeZone(db, spaceId), now.getTime());
}

/** A birth date given exactly, or worked out from an estimated age; undefined leaves it as it is. */
export function birthValues(
  input: { birthDate?: string | null; estimatedAge?: EstimatedAge | null },
  today: string,
): { birthDate?: string | null; isBirthDateEstimated?: boolean } {
  if (input.estimatedAge) {
    return { birthDate: estimatedBirthDate(input.estimatedAge, today), isBirthDateEstimated: true };
  }
  if (input.birthDate !== undefined) return { birthDate: input.birthDate, isBirthDateEstimated: false };
  if (input.estimatedAge === null) return { birthDate: null, isBirthDateEstimated: false };
  return {};
}

export function assertPetDates(
  dates: { birthDate: string | null; deceasedOn: string | null },
  today: string,
) {
  const problem = petDatesProblem(dates, today);
  if (problem === 'BIRTH_IN_FUTURE') throw badRequest(BIRTH_DATE_IN_FUTURE_MESSAGE, 'INVALID_PET_DATES');
  if (problem === 'DEATH_IN_FUTURE') {
    throw badRequest('La fecha de fallecimiento no puede ser futura', 'INVALID_PET_DATES');
  }
  if (problem === 'DEATH_BEFORE_BIRTH') throw badRequest(DECEASED_BEFORE_BIRTH_MESSAGE, 'INVALID_PET_DATES');
}

export async function requirePet(
  db: Executor,
  spaceId: string,
  petId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PetWithOwner> {
  const pet = isUuid(petId) ? await findPet(db, spaceId, petId, options) : null;
  if (!pet) throw notFound(PET_NOT_FOUND_MESSAGE, 'PET_NOT_FOUND');
  return pet;
}

/** A microchip is unique in the space: say so in Spanish. */
export function rethrowMicrochipTaken(error: unknown): never {
  const detail = error as { constraint?: string; cause?: { constraint?: string } };
  const name = detail?.constraint ?? detail?.cause?.constraint;
  if (sqlStateOf(error) === '23505' && name === 'pets_space_microchip_unique') {
    throw conflict(MICROCHIP_TAKEN_MESSAGE, 'MICROCHIP_TAKEN');
  }
  throw error;
}
