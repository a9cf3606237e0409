import { CreatePetSchema, type Pet, type PetSex, type PetSpecies } from '@citavet/domain/pets/pet.schema';
import { z } from 'zod';

// The pet form holds text (inputs) and turns it into the API's shape, then checks it with the
// shared CreatePetSchema, so the form and the API refuse the same things with the same words.

export const PetFormSchema = z
  .object({
    name: z.string(),
    species: z.string(),
    breed: z.string(),
    sex: z.string(),
    isNeutered: z.boolean(),
    ageMode: z.enum(['birthDate', 'estimated']),
    birthDate: z.string(),
    estimatedYears: z.string(),
    color: z.string(),
    microchip: z.string(),
    /** One alert per line. */
    alerts: z.string(),
    isDeceased: z.boolean(),
    deceasedOn: z.string(),
  })
  .transform(
    (form): z.input<typeof CreatePetSchema> => ({
      name: form.name,
      // Checked by CreatePetSchema right after: an unknown value gets its Spanish message there.
      species: form.species as PetSpecies,
      breed: form.breed,
      sex: form.sex as PetSex,
      isNeutered: form.isNeutered,
      birthDate: form.ageMode === 'birthDate' && form.birthDate ? form.birthDate : null,
      estimatedAge:
        form.ageMode === 'estimated' && form.estimatedYears.trim() !== ''
          ? { years: Number(form.estimatedYears), months: 0 }
          : null,
      color: form.color,
      microchip: form.microchip,
      alerts: form.alerts
        .split('\n')
        .map((alert) => alert.trim())
        .filter(Boolean),
      deceasedOn: form.isDeceased ? form.deceasedOn || null : null,
    }),
  )
  .pipe(CreatePetSchema);
export type PetFormValues = z.input<typeof PetFormSchema>;

export const NEW_PET_VALUES: PetFormValues = {
  name: '',
  species: 'perro',
  breed: '',
  sex: 'desconocido',
  isNeutered: false,
  ageMode: 'birthDate',
  birthDate: '',
  estimatedYears: '',
  color: '',
  microchip: '',
  alerts: '',
  isDeceased: false,
  deceasedOn: '',
};

export function petToFormValues(pet: Pet): PetFormValues {
  return {
    name: pet.name,
    species: pet.species,
    breed: pet.breed ?? '',
    sex: pet.sex,
    isNeutered: pet.isNeutered,
    ageMode: 'birthDate',
    birthDate: pet.birthDate ?? '',
    estimatedYears: '',
    color: pet.color ?? '',
    microchip: pet.microchip ?? '',
    alerts: pet.alerts.join('\n'),
    isDeceased: pet.isDeceased,
    deceasedOn: pet.deceasedOn ?? '',
  };
}
