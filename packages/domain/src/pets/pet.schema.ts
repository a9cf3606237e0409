import { z } from 'zod';
import { isSingleLineText, LINE_BREAK_MESSAGE } from '../text/control-characters';

// A client's pets. Species are a closed list (the agenda and reports group by them); breeds are
// free text with suggestions for dogs and cats (pet-breeds.ts).

export const PET_NOT_FOUND_MESSAGE = 'Mascota no encontrada';
export const PET_HAS_RECORDS_MESSAGE =
  'La mascota tiene historia clínica y no se puede eliminar. Si falleció, márcala como fallecida.';
export const MICROCHIP_MESSAGE = 'El número de microchip debe tener exactamente 15 dígitos';
export const MICROCHIP_TAKEN_MESSAGE = 'Ya existe una mascota con ese número de microchip';
export const BIRTH_DATE_OR_AGE_MESSAGE = 'Indica la fecha de nacimiento o la edad estimada, no ambas';
export const BIRTH_DATE_IN_FUTURE_MESSAGE = 'La fecha de nacimiento no puede ser futura';
export const DECEASED_BEFORE_BIRTH_MESSAGE = 'La fecha de fallecimiento no puede ser anterior al nacimiento';
export const MAX_PET_ALERTS = 20;

export const PET_SPECIES = ['perro', 'gato', 'ave', 'conejo', 'roedor', 'reptil', 'huron', 'otro'] as const;
export const PetSpeciesSchema = z.enum(PET_SPECIES, { error: 'Especie inválida' });
export type PetSpecies = z.infer<typeof PetSpeciesSchema>;
export const PET_SPECIES_LABELS: Record<PetSpecies, string> = {
  perro: 'Perro',
  gato: 'Gato',
  ave: 'Ave',
  conejo: 'Conejo',
  roedor: 'Roedor',
  reptil: 'Reptil',
  huron: 'Hurón',
  otro: 'Otro',
};

export const PET_SEXES = ['macho', 'hembra', 'desconocido'] as const;
export const PetSexSchema = z.enum(PET_SEXES, { error: 'Sexo inválido' });
export type PetSex = z.infer<typeof PetSexSchema>;
export const PET_SEX_LABELS: Record<PetSex, string> = {
  macho: 'Macho',
  hembra: 'Hembra',
  desconocido: 'Desconocido',
};

/** Suggested in the alerts input; any other text is allowed. */
export const SUGGESTED_PET_ALERTS = ['Alergias', 'Muerde', 'Condición crónica'] as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalText = (maxLength: number, tooLongMessage: string) =>
  z
    .string({ error: 'Debe ser un texto' })
    .trim()
    .max(maxLength, tooLongMessage)
    .nullable()
    .transform((text) => (text ? text : null));

const dateField = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, message).nullable();

/** Spaces are tolerated ("985 112 000 123 456" as printed on the certificate). */
const microchipField = optionalText(40, MICROCHIP_MESSAGE)
  .transform((chip) => (chip ? chip.replace(/\s/g, '') : null))
  .refine((chip) => chip === null || /^\d{15}$/.test(chip), MICROCHIP_MESSAGE);

/** An age told by the owner ("unos 3 años"): stored as an estimated birth date so it keeps ageing. */
export const EstimatedAgeSchema = z.strictObject({
  years: z
    .number({ error: 'Los años deben ser un número' })
    .int('Los años deben ser un número entero')
    .min(0, 'Los años no pueden ser negativos')
    .max(60, 'La edad estimada no puede superar 60 años'),
  months: z
    .number({ error: 'Los meses deben ser un número' })
    .int('Los meses deben ser un número entero')
    .min(0, 'Los meses no pueden ser negativos')
    .max(11, 'Los meses deben ser entre 0 y 11')
    .default(0),
});
export type EstimatedAge = z.infer<typeof EstimatedAgeSchema>;

const petFields = {
  name: z
    .string({ error: 'El nombre de la mascota es requerido' })
    .trim()
    .refine(isSingleLineText, LINE_BREAK_MESSAGE)
    .min(1, 'El nombre de la mascota es requerido')
    .max(80, 'El nombre de la mascota debe tener como máximo 80 caracteres'),
  species: PetSpeciesSchema,
  breed: optionalText(80, 'La raza debe tener como máximo 80 caracteres'),
  sex: PetSexSchema,
  isNeutered: z.boolean({ error: 'Esterilizado debe ser verdadero o falso' }),
  birthDate: dateField('La fecha de nacimiento no es válida'),
  estimatedAge: EstimatedAgeSchema.nullable(),
  color: optionalText(60, 'El color debe tener como máximo 60 caracteres'),
  microchip: microchipField,
  alerts: z
    .array(
      z
        .string({ error: 'Cada alerta debe ser un texto' })
        .trim()
        .min(1, 'Las alertas no pueden estar vacías')
        .max(120, 'Cada alerta debe tener como máximo 120 caracteres'),
      { error: 'Las alertas deben ser una lista' },
    )
    .max(MAX_PET_ALERTS, `Como máximo ${MAX_PET_ALERTS} alertas`),
  deceasedOn: dateField('La fecha de fallecimiento no es válida'),
};

const birthExclusive = {
  check: (pet: { birthDate?: string | null; estimatedAge?: EstimatedAge | null }) =>
    !(pet.birthDate && pet.estimatedAge),
  params: { path: ['estimatedAge'], message: BIRTH_DATE_OR_AGE_MESSAGE },
};

/** POST /spaces/{spaceId}/clients/{clientId}/pets. */
export const CreatePetSchema = z
  .strictObject({
    name: petFields.name,
    species: petFields.species,
    breed: petFields.breed.optional().transform((value) => value ?? null),
    sex: petFields.sex.default('desconocido'),
    isNeutered: petFields.isNeutered.default(false),
    birthDate: petFields.birthDate.optional().transform((value) => value ?? null),
    estimatedAge: petFields.estimatedAge.optional().transform((value) => value ?? null),
    color: petFields.color.optional().transform((value) => value ?? null),
    microchip: petFields.microchip.optional().transform((value) => value ?? null),
    alerts: petFields.alerts.default([]),
    deceasedOn: petFields.deceasedOn.optional().transform((value) => value ?? null),
  })
  .refine(birthExclusive.check, birthExclusive.params);
export type CreatePetInput = z.infer<typeof CreatePetSchema>;
export type CreatePetFormValues = z.input<typeof CreatePetSchema>;

/** PUT /spaces/{spaceId}/pets/{petId}: any subset; `clientId` hands the pet to another owner. */
export const UpdatePetSchema = z
  .strictObject({
    clientId: z.guid({ error: 'Identificador de cliente inválido' }).optional(),
    name: petFields.name.optional(),
    species: petFields.species.optional(),
    breed: petFields.breed.optional(),
    sex: petFields.sex.optional(),
    isNeutered: petFields.isNeutered.optional(),
    birthDate: petFields.birthDate.optional(),
    estimatedAge: petFields.estimatedAge.optional(),
    color: petFields.color.optional(),
    microchip: petFields.microchip.optional(),
    alerts: petFields.alerts.optional(),
    deceasedOn: petFields.deceasedOn.optional(),
  })
  .refine(birthExclusive.check, birthExclusive.params);
export type UpdatePetInput = z.infer<typeof UpdatePetSchema>;

export const PetListQuerySchema = z.strictObject({
  search: z
    .string({ error: 'La búsqueda debe ser un texto' })
    .trim()
    .max(100, 'La búsqueda debe tener como máximo 100 caracteres')
    .optional()
    .transform((text) => (text ? text : null)),
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int('El límite debe ser un número entero')
    .min(1, 'El límite debe ser al menos 1')
    .max(100, 'El límite no puede superar 100')
    .default(20),
});
export type PetListQuery = z.infer<typeof PetListQuerySchema>;

export const PetSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  clientId: z.string(),
  name: z.string(),
  species: PetSpeciesSchema,
  breed: z.string().nullable(),
  sex: PetSexSchema,
  isNeutered: z.boolean(),
  birthDate: z.string().nullable(),
  isBirthDateEstimated: z.boolean(),
  color: z.string().nullable(),
  microchip: z.string().nullable(),
  alerts: z.array(z.string()),
  /** The pet's photo (WebP), or null. */
  photoUrl: z.string().nullable(),
  deceasedOn: z.string().nullable(),
  isDeceased: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pet = z.infer<typeof PetSchema>;

/** A pet with its owner, for the pet page and the pet search. */
export const PetWithOwnerSchema = PetSchema.extend({
  owner: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    isArchived: z.boolean(),
  }),
});
export type PetWithOwner = z.infer<typeof PetWithOwnerSchema>;
