import { describe, expect, it } from 'vitest';
import {
  ClientCsvColumnsSchema,
  clientCsvColumns,
  clientCsvRecord,
  csvSafeCell,
  formatClientCsvColumns,
  guessClientCsvColumns,
} from './client-csv';

describe('clientCsvColumns', () => {
  it('reads Spanish and English headers whatever their case and accents, once each', () => {
    expect(clientCsvColumns(['Nombre', 'TELÉFONO', 'e-mail', 'DNI', 'Color favorito', 'nombre'])).toEqual([
      'name',
      'phone',
      'email',
      'documentId',
      null,
      null,
    ]);
  });

  it('needs a name column', () => {
    expect(clientCsvColumns(['Correo', 'Teléfono'])).toBeNull();
  });
});

describe('clientCsvRecord', () => {
  it('maps cells to fields and leaves blanks out', () => {
    expect(clientCsvRecord(['name', null, 'phone', 'email'], [' Ana ', 'x', '', 'ana@example.com'])).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
    });
  });
});

describe('csvSafeCell', () => {
  it('defuses formulas but keeps phone numbers as typed', () => {
    expect(csvSafeCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(csvSafeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvSafeCell('+1+cmd|x')).toBe("'+1+cmd|x");
    expect(csvSafeCell('-2+3')).toBe("'-2+3");
    expect(csvSafeCell('+34 600 123 456')).toBe('+34 600 123 456');
    expect(csvSafeCell(null)).toBe('');
    expect(csvSafeCell('Ana')).toBe('Ana');
  });
});

describe('guessClientCsvColumns', () => {
  it('guesses without needing a name column, so the preview can ask for it', () => {
    expect(guessClientCsvColumns(['Correo', 'Phone', 'Mobile phone'])).toEqual(['email', 'phone', null]);
  });
});

describe('ClientCsvColumnsSchema', () => {
  it('reads one field or blank per column, round-tripping the preview mapping', () => {
    const columns = ['name', null, 'email', 'phone'] as const;
    expect(ClientCsvColumnsSchema.parse(formatClientCsvColumns([...columns]))).toEqual(columns);
  });

  it('refuses an unknown field, a field twice and a mapping without the name, in Spanish', () => {
    const message = (text: string) => ClientCsvColumnsSchema.safeParse(text).error?.issues[0]?.message;
    expect(message('name,colour')).toBe('Campo de columna desconocido: colour');
    expect(message('name,email,email')).toBe(
      'El campo "Correo electrónico" está asignado a más de una columna',
    );
    expect(message('email,,phone')).toBe('Indica qué columna es el nombre del cliente');
  });
});
