import { foldHeader } from '../clients/client-csv';
import { phoneDigits } from '../clients/phone-number';
import {
  type CreatePetInput,
  CreatePetSchema,
  PET_SEX_LABELS,
  PET_SEXES,
  PET_SPECIES,
  PET_SPECIES_LABELS,
  type PetSex,
  type PetSpecies,
} from './pet.schema';

// CSV import of pets: each row names its owner by the client's e-mail or phone (clients are imported
// first, from their own file), then the pet. Pure: the columns, the rows, the owners and their pets'
// names in; each row's outcome out.

export const PET_CSV_FIELDS = [
  'clientEmail',
  'clientPhone',
  'name',
  'species',
  'breed',
  'sex',
  'birthDate',
  'color',
] as const;
export type PetCsvField = (typeof PET_CSV_FIELDS)[number];
export type PetCsvColumns = (PetCsvField | null)[];

/** The header of each field, as a template of the file would have it. */
export const PET_CSV_HEADERS: Record<PetCsvField, string> = {
  clientEmail: 'Correo del cliente',
  clientPhone: 'Teléfono del cliente',
  name: 'Mascota',
  species: 'Especie',
  breed: 'Raza',
  sex: 'Sexo',
  birthDate: 'Fecha de nacimiento',
  color: 'Color',
};

/** Header names accepted, folded (lower case, no accents, no spaces or punctuation). */
const ALIASES: Record<string, PetCsvField> = {
  correodelcliente: 'clientEmail',
  correoelectronico: 'clientEmail',
  correo: 'clientEmail',
  email: 'clientEmail',
  emaildelcliente: 'clientEmail',
  telefonodelcliente: 'clientPhone',
  telefono: 'clientPhone',
  phone: 'clientPhone',
  movil: 'clientPhone',
  celular: 'clientPhone',
  mascota: 'name',
  nombredelamascota: 'name',
  nombre: 'name',
  pet: 'name',
  name: 'name',
  especie: 'species',
  species: 'species',
  raza: 'breed',
  breed: 'breed',
  sexo: 'sex',
  sex: 'sex',
  fechadenacimiento: 'birthDate',
  nacimiento: 'birthDate',
  birthdate: 'birthDate',
  color: 'color',
  colour: 'color',
};

export const PET_CSV_MISSING_COLUMNS_MESSAGE =
  'El archivo debe tener las columnas "Mascota", "Especie" y "Correo del cliente" o "Teléfono del cliente"';
export const PET_OWNER_MISSING_MESSAGE = 'Falta el correo o el teléfono del cliente';
export const PET_OWNER_NOT_FOUND_MESSAGE =
  'No existe ningún cliente con el correo o el teléfono de esta fila';
export const PET_OWNER_ERASED_MESSAGE = 'El cliente de esta fila fue borrado: no se le agregan mascotas';
export const PET_BIRTH_IN_FUTURE_MESSAGE = 'La fecha de nacimiento no puede ser futura';

/** Headers that name the pet for certain; 'Nombre' is the client's in a file that has one of them. */
const PET_NAME_HEADERS = new Set(['mascota', 'nombredelamascota', 'pet']);

/**
 * The field of each column (null: ignored), or null when the file cannot name a pet and its owner.
 * The clients' own file with pet columns (Nombre, Correo, Mascota, Especie…) reads as a pets file.
 */
export function petCsvColumns(headers: readonly string[]): PetCsvColumns | null {
  const seen = new Set<PetCsvField>();
  const hasPetNameHeader = headers.some((header) => PET_NAME_HEADERS.has(foldHeader(header)));
  const columns = headers.map((header) => {
    const folded = foldHeader(header);
    if (hasPetNameHeader && ALIASES[folded] === 'name' && !PET_NAME_HEADERS.has(folded)) return null;
    const field = ALIASES[folded] ?? null;
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
  const hasOwner = seen.has('clientEmail') || seen.has('clientPhone');
  return seen.has('name') && seen.has('species') && hasOwner ? columns : null;
}

const bySpeciesWord = new Map<string, PetSpecies>([
  ...PET_SPECIES.map((species) => [foldHeader(species), species] as const),
  ...PET_SPECIES.map((species) => [foldHeader(PET_SPECIES_LABELS[species]), species] as const),
  ['canino', 'perro'],
  ['felino', 'gato'],
  ['dog', 'perro'],
  ['cat', 'gato'],
  ['bird', 'ave'],
  ['rabbit', 'conejo'],
  ['ferret', 'huron'],
  ['other', 'otro'],
]);
const bySexWord = new Map<string, PetSex>([
  ...PET_SEXES.map((sex) => [foldHeader(sex), sex] as const),
  ...PET_SEXES.map((sex) => [foldHeader(PET_SEX_LABELS[sex]), sex] as const),
  ['m', 'macho'],
  ['h', 'hembra'],
  ['male', 'macho'],
  ['female', 'hembra'],
]);

/** 'YYYY-MM-DD', or the 'DD/MM/YYYY' a spreadsheet in Spanish writes. */
function isoDate(cell: string): string {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  return match ? `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}` : cell;
}

export type PetCsvRow = { clientEmail: string | null; clientPhone: string | null; pet: CreatePetInput };
export type PetCsvReading = { isValid: true; row: PetCsvRow } | { isValid: false; message: string };

/** One record read with the columns and validated with the pet form's own schema. */
export function readPetCsvRow(columns: PetCsvColumns, record: readonly string[]): PetCsvReading {
  const cell = (field: PetCsvField) => {
    const index = columns.indexOf(field);
    const value = index < 0 ? '' : (record[index] ?? '').trim();
    return value === '' ? undefined : value;
  };
  const clientEmail = cell('clientEmail')?.toLowerCase() ?? null;
  const clientPhone = cell('clientPhone') ?? null;
  if (clientEmail === null && clientPhone === null)
    return { isValid: false, message: PET_OWNER_MISSING_MESSAGE };
  const speciesCell = cell('species');
  const sexCell = cell('sex');
  const birthDate = cell('birthDate');
  const parsed = CreatePetSchema.safeParse({
    name: cell('name') ?? '',
    species:
      speciesCell === undefined ? undefined : (bySpeciesWord.get(foldHeader(speciesCell)) ?? speciesCell),
    ...(cell('breed') ? { breed: cell('breed') } : {}),
    ...(sexCell ? { sex: bySexWord.get(foldHeader(sexCell)) ?? sexCell } : {}),
    ...(birthDate ? { birthDate: isoDate(birthDate) } : {}),
    ...(cell('color') ? { color: cell('color') } : {}),
  });
  if (!parsed.success) {
    return { isValid: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') };
  }
  return { isValid: true, row: { clientEmail, clientPhone, pet: parsed.data } };
}

/** What a row's owner is looked up by. */
export function petOwnerKeys(row: Pick<PetCsvRow, 'clientEmail' | 'clientPhone'>) {
  return { email: row.clientEmail, phoneDigits: phoneDigits(row.clientPhone) };
}

export type PetImportOwner = {
  id: string;
  email: string | null;
  phoneDigits: string | null;
  isErased: boolean;
  /** The folded names of the client's pets. */
  petNames: readonly string[];
};

export type PetImportOutcome =
  | { kind: 'created'; clientId: string; pet: CreatePetInput }
  | { kind: 'unchanged' }
  | { kind: 'rejected'; message: string };

/** A pet's name as compared: no case, no accents, no spaces around. */
export const foldPetName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * Each row's outcome: its owner is the client of its e-mail, else of its phone (the oldest first when
 * several share one); a pet the owner already has by that name, or one an earlier row adds, is
 * unchanged, so importing the same file twice adds nothing. A birth date after `today` is refused.
 */
export function planPetImport(
  rows: readonly PetCsvRow[],
  owners: readonly PetImportOwner[],
  today: string,
): PetImportOutcome[] {
  const byEmail = new Map<string, PetImportOwner>();
  const byPhone = new Map<string, PetImportOwner>();
  for (const owner of owners) {
    if (owner.email && !byEmail.has(owner.email.toLowerCase())) byEmail.set(owner.email.toLowerCase(), owner);
    if (owner.phoneDigits && !byPhone.has(owner.phoneDigits)) byPhone.set(owner.phoneDigits, owner);
  }
  const names = new Map(owners.map((owner) => [owner.id, new Set(owner.petNames)]));
  return rows.map((row): PetImportOutcome => {
    const keys = petOwnerKeys(row);
    const owner =
      (keys.email ? byEmail.get(keys.email) : undefined) ??
      (keys.phoneDigits ? byPhone.get(keys.phoneDigits) : undefined);
    if (!owner) return { kind: 'rejected', message: PET_OWNER_NOT_FOUND_MESSAGE };
    if (owner.isErased) return { kind: 'rejected', message: PET_OWNER_ERASED_MESSAGE };
    if (row.pet.birthDate && row.pet.birthDate > today) {
      return { kind: 'rejected', message: PET_BIRTH_IN_FUTURE_MESSAGE };
    }
    const known = names.get(owner.id) ?? new Set<string>();
    const name = foldPetName(row.pet.name);
    if (known.has(name)) return { kind: 'unchanged' };
    known.add(name);
    names.set(owner.id, known);
    return { kind: 'created', clientId: owner.id, pet: row.pet };
  });
}
