import '@citavet/domain/zod-spanish';
import { describe, expect, it } from 'vitest';
import { NEW_PET_VALUES, PetFormSchema } from './pet-form-schema';

describe('PetFormSchema', () => {
  it('turns the form into the API payload: estimated age, one alert per line, death only when marked', () => {
    const parsed = PetFormSchema.parse({
      ...NEW_PET_VALUES,
      name: ' Luna ',
      species: 'gato',
      ageMode: 'estimated',
      birthDate: '2020-01-01',
      estimatedYears: '3',
      alerts: 'Muerde\n\n  Alergias  \n',
      microchip: '985 112 000 123 456',
      deceasedOn: '2026-01-01',
    });
    expect(parsed).toMatchObject({
      name: 'Luna',
      species: 'gato',
      birthDate: null,
      estimatedAge: { years: 3, months: 0 },
      alerts: ['Muerde', 'Alergias'],
      microchip: '985112000123456',
      deceasedOn: null,
    });
  });

  it("answers with the shared schema's Spanish messages", () => {
    const result = PetFormSchema.safeParse({
      ...NEW_PET_VALUES,
      microchip: '123',
      estimatedYears: '-1',
      ageMode: 'estimated',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'El nombre de la mascota es requerido',
      'El número de microchip debe tener exactamente 15 dígitos',
      'Los años no pueden ser negativos',
    ]);
  });
});
