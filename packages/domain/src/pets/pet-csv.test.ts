import { describe, expect, it } from 'vitest';
import { petCsvColumns, planPetImport, readPetCsvRow } from './pet-csv';

describe('petCsvColumns', () => {
  it('reads Spanish and English headers, and needs a pet, a species and an owner', () => {
    expect(petCsvColumns(['Correo del cliente', 'Mascota', 'Especie', 'Raza', 'Notas'])).toEqual([
      'clientEmail',
      'name',
      'species',
      'breed',
      null,
    ]);
    expect(petCsvColumns(['Phone', 'Pet', 'Species'])).toEqual(['clientPhone', 'name', 'species']);
    // The clients' file with pet columns: 'Nombre' is the client's.
    expect(petCsvColumns(['Nombre', 'Correo', 'Mascota', 'Especie'])).toEqual([
      null,
      'clientEmail',
      'name',
      'species',
    ]);
    expect(petCsvColumns(['Mascota', 'Especie'])).toBeNull();
    expect(petCsvColumns(['Correo', 'Mascota'])).toBeNull();
  });
});

describe('readPetCsvRow', () => {
  const columns =
    petCsvColumns(['Correo', 'Teléfono', 'Mascota', 'Especie', 'Sexo', 'Fecha de nacimiento']) ?? [];
  it('reads species and sex by their labels, and a day-first date', () => {
    expect(readPetCsvRow(columns, ['Ana@Example.com', '', 'Nube', 'Hurón', 'H', '3/7/2021'])).toEqual({
      isValid: true,
      row: {
        clientEmail: 'ana@example.com',
        clientPhone: null,
        pet: expect.objectContaining({
          name: 'Nube',
          species: 'huron',
          sex: 'hembra',
          birthDate: '2021-07-03',
        }),
      },
    });
  });
  it('says what is wrong in Spanish', () => {
    expect(readPetCsvRow(columns, ['', '', 'Nube', 'Perro', '', ''])).toEqual({
      isValid: false,
      message: 'Falta el correo o el teléfono del cliente',
    });
    expect(readPetCsvRow(columns, ['a@b.c', '', 'Nube', 'Dragón', '', ''])).toEqual({
      isValid: false,
      message: 'Especie inválida',
    });
  });
});

describe('planPetImport', () => {
  const row = (name: string, contact: { clientEmail?: string; clientPhone?: string }) => ({
    clientEmail: contact.clientEmail ?? null,
    clientPhone: contact.clientPhone ?? null,
    pet: {
      name,
      species: 'perro' as const,
      breed: null,
      sex: 'desconocido' as const,
      isNeutered: false,
      birthDate: null,
      estimatedAge: null,
      color: null,
      microchip: null,
      alerts: [],
      deceasedOn: null,
    },
  });
  const owners = [
    { id: 'ana', email: 'ana@example.com', phoneDigits: '600111222', isErased: false, petNames: ['luna'] },
    { id: 'borrada', email: 'b@example.com', phoneDigits: null, isErased: true, petNames: [] },
  ];
  it('finds the owner by e-mail, else by phone, and adds each name once', () => {
    const outcomes = planPetImport(
      [
        row('Luna', { clientEmail: 'ana@example.com' }),
        row('Toby', { clientPhone: '+34 600 111 222' }),
        row('TOBY', { clientEmail: 'ana@example.com' }),
        row('Kira', { clientEmail: 'b@example.com' }),
        row('Kira', { clientEmail: 'x@example.com' }),
      ],
      owners,
      '2026-03-01',
    );
    expect(outcomes.map((outcome) => outcome.kind)).toEqual([
      'unchanged',
      'created',
      'unchanged',
      'rejected',
      'rejected',
    ]);
    expect(outcomes[3]).toEqual({
      kind: 'rejected',
      message: 'El cliente de esta fila fue borrado: no se le agregan mascotas',
    });
  });
});
