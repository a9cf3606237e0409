import { describe, expect, it } from 'vitest';
import { clientCsvColumns, clientCsvRecord, csvSafeCell } from './client-csv';

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
