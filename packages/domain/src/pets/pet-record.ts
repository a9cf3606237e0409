import type { Pet, PetSex, PetSpecies } from './pet.schema';
import { petPhotoUrl } from './pet-photo';

/** A stored pet as the database gives it back (dates as YYYY-MM-DD, instants as Date). */
export type PetRecord = {
  id: string;
  spaceId: string;
  clientId: string;
  name: string;
  species: PetSpecies;
  breed: string | null;
  sex: PetSex;
  isNeutered: boolean;
  birthDate: string | null;
  isBirthDateEstimated: boolean;
  color: string | null;
  microchip: string | null;
  alerts: string[];
  /** The stored photo (pets.photo_key, decision 033), shown to members at `petPhotoUrl` (decision 068). */
  photoKey: string | null;
  photoBytes: number | null;
  deceasedOn: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The pet as the API answers it; clients and pets features both list pets. */
export function toPetView({ photoKey, photoBytes: _photoBytes, ...record }: PetRecord): Pet {
  return {
    ...record,
    photoUrl: photoKey ? petPhotoUrl(record.spaceId, record.id, photoKey) : null,
    isDeceased: record.deceasedOn !== null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
