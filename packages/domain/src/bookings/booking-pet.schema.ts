import { z } from 'zod';
import { type PetSpecies, PetSpeciesSchema } from '../pets/pet.schema';
import { isSingleLineText, LINE_BREAK_MESSAGE } from '../text/control-characters';

// What a booking says of the animal (docs/decisions/030): the pet it is for and why
// it comes. The public form names the pet (the server finds or creates it under the client); the
// staff modal picks one (petId) or names a new one.

export const MAX_BOOKING_REASON_LENGTH = 500;
export const PET_NAME_REQUIRED_MESSAGE = 'El nombre de la mascota es requerido';
export const SPECIES_REQUIRED_MESSAGE = 'Selecciona la especie';
export const PET_NOT_OF_CLIENT_MESSAGE = 'La mascota no pertenece al cliente indicado';
export const PET_DECEASED_MESSAGE = 'No se pueden reservar citas para una mascota fallecida';
export const REASON_TOO_LONG_MESSAGE = `El motivo de la consulta debe tener como máximo ${MAX_BOOKING_REASON_LENGTH} caracteres`;

/** A pet named in a booking: found by name under the client, or created with this species. */
export const BookingPetSchema = z.strictObject(
  {
    name: z
      .string({ error: PET_NAME_REQUIRED_MESSAGE })
      .trim()
      .refine(isSingleLineText, LINE_BREAK_MESSAGE)
      .min(1, PET_NAME_REQUIRED_MESSAGE)
      .max(80, 'El nombre de la mascota debe tener como máximo 80 caracteres'),
    species: z.enum(PetSpeciesSchema.options, { error: SPECIES_REQUIRED_MESSAGE }),
  },
  { error: 'Los datos de la mascota no son válidos' },
);
export type BookingPet = z.infer<typeof BookingPetSchema>;

/** Why the client comes ("Vacuna anual", "Cojea de la pata trasera"); blank means not said. */
export const BookingReasonSchema = z
  .string({ error: 'El motivo debe ser un texto' })
  .trim()
  .max(MAX_BOOKING_REASON_LENGTH, REASON_TOO_LONG_MESSAGE)
  .nullable()
  .optional()
  .transform((reason) => (reason ? reason : null));

/** The pet as a booking shows it: in the agenda (name, species icon, alerts in red) and its detail. */
export const BookingPetViewSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  name: z.string(),
  species: PetSpeciesSchema,
  alerts: z.array(z.string()),
});
export type BookingPetView = z.infer<typeof BookingPetViewSchema>;

export type { PetSpecies };
