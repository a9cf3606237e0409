import '../zod-spanish';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreatePetSchema, isCalendarDate, UpdatePetSchema } from './pet.schema';
import { ageOn, estimatedBirthDate, petDatesProblem } from './pet-age';
import { breedSuggestions } from './pet-breeds';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('CreatePetSchema', () => {
  it('fills the defaults', () => {
    expect(CreatePetSchema.parse({ name: ' Luna ', species: 'perro' })).toEqual({
      name: 'Luna',
      species: 'perro',
      breed: null,
      sex: 'desconocido',
      isNeutered: false,
      birthDate: null,
      estimatedAge: null,
      color: null,
      microchip: null,
      alerts: [],
      deceasedOn: null,
    });
  });

  it('takes a 15-digit microchip, spaces tolerated, and nothing else', () => {
    expect(
      CreatePetSchema.parse({ name: 'Luna', species: 'gato', microchip: '985 112 000 123 456' }).microchip,
    ).toBe('985112000123456');
    for (const microchip of ['98511200012345', '9851120001234567', '98511200012345a']) {
      expect(messagesOf(CreatePetSchema, { name: 'Luna', species: 'gato', microchip })).toEqual([
        'El número de microchip debe tener exactamente 15 dígitos',
      ]);
    }
  });

  it('answers bad species, sex and dates in Spanish', () => {
    expect(messagesOf(CreatePetSchema, { name: 'Luna', species: 'dragón' })).toEqual(['Especie inválida']);
    expect(messagesOf(CreatePetSchema, { name: 'Luna', species: 'ave', sex: 'x' })).toEqual([
      'Sexo inválido',
    ]);
    expect(messagesOf(CreatePetSchema, { name: 'Luna', species: 'ave', birthDate: '2026-02-30' })).toEqual([
      'La fecha de nacimiento no es válida',
    ]);
    expect(messagesOf(CreatePetSchema, { species: 'ave' })).toEqual(['El nombre de la mascota es requerido']);
  });

  it('takes a birth date or an estimated age, never both', () => {
    expect(
      messagesOf(CreatePetSchema, {
        name: 'Luna',
        species: 'conejo',
        birthDate: '2024-01-01',
        estimatedAge: { years: 2 },
      }),
    ).toEqual(['Indica la fecha de nacimiento o la edad estimada, no ambas']);
    expect(messagesOf(UpdatePetSchema, { birthDate: '2024-01-01', estimatedAge: { years: 2 } })).toHaveLength(
      1,
    );
    expect(
      CreatePetSchema.parse({ name: 'Luna', species: 'huron', estimatedAge: { years: 2 } }).estimatedAge,
    ).toEqual({
      years: 2,
      months: 0,
    });
  });

  it('refuses empty alerts and too many of them', () => {
    expect(messagesOf(CreatePetSchema, { name: 'L', species: 'perro', alerts: [' '] })).toEqual([
      'Las alertas no pueden estar vacías',
    ]);
    expect(
      messagesOf(CreatePetSchema, {
        name: 'L',
        species: 'perro',
        alerts: Array.from({ length: 21 }, () => 'Muerde'),
      }),
    ).toEqual(['Como máximo 20 alertas']);
  });
});

describe('pet ages', () => {
  it('counts an estimated age back from today, clamping to the month end', () => {
    expect(estimatedBirthDate({ years: 3, months: 0 }, '2026-03-15')).toBe('2023-03-15');
    expect(estimatedBirthDate({ years: 0, months: 1 }, '2026-03-31')).toBe('2026-02-28');
    expect(estimatedBirthDate({ years: 1, months: 3 }, '2026-02-10')).toBe('2024-11-10');
  });

  it('gives back the estimated age on the day it was told', () => {
    const day = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2090-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.nat(40), fc.nat(11), (today, years, months) => {
        const birth = estimatedBirthDate({ years, months }, today);
        expect(isCalendarDate(birth)).toBe(true);
        expect(ageOn(birth, today)).toEqual({ years, months });
      }),
    );
  });

  it('finds dates that do not fit', () => {
    expect(petDatesProblem({ birthDate: '2026-03-02', deceasedOn: null }, '2026-03-01')).toBe(
      'BIRTH_IN_FUTURE',
    );
    expect(petDatesProblem({ birthDate: null, deceasedOn: '2026-03-02' }, '2026-03-01')).toBe(
      'DEATH_IN_FUTURE',
    );
    expect(petDatesProblem({ birthDate: '2020-01-02', deceasedOn: '2020-01-01' }, '2026-03-01')).toBe(
      'DEATH_BEFORE_BIRTH',
    );
    expect(petDatesProblem({ birthDate: '2020-01-01', deceasedOn: '2026-03-01' }, '2026-03-01')).toBeNull();
  });
});

describe('breedSuggestions', () => {
  it('suggests breeds for dogs and cats only', () => {
    expect(breedSuggestions('perro')).toContain('Labrador retriever');
    expect(breedSuggestions('gato')).toContain('Siamés');
    expect(breedSuggestions('ave')).toEqual([]);
  });
});
