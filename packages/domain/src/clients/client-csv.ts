import { z } from 'zod';

// CSV import and export of clients: which column is which field, and cells a spreadsheet will not
// run as formulas.

export const CLIENT_CSV_FIELDS = [
  'name',
  'email',
  'phone',
  'whatsapp',
  'documentId',
  'address',
  'notes',
] as const;
export type ClientCsvField = (typeof CLIENT_CSV_FIELDS)[number];

/** The export's header, which the import reads back; also the preview's name for each field. */
export const CLIENT_CSV_HEADERS: Record<ClientCsvField, string> = {
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  whatsapp: 'WhatsApp',
  documentId: 'Documento',
  address: 'Dirección',
  notes: 'Notas',
};

/** Header names accepted on import, folded (lower case, no accents, no spaces or punctuation). */
const ALIASES: Record<string, ClientCsvField> = {
  nombre: 'name',
  name: 'name',
  cliente: 'name',
  correoelectronico: 'email',
  correo: 'email',
  email: 'email',
  mail: 'email',
  telefono: 'phone',
  phone: 'phone',
  movil: 'phone',
  celular: 'phone',
  whatsapp: 'whatsapp',
  documento: 'documentId',
  documentid: 'documentId',
  dni: 'documentId',
  rut: 'documentId',
  curp: 'documentId',
  direccion: 'address',
  address: 'address',
  notas: 'notes',
  notes: 'notes',
};

export const CSV_MISSING_NAME_COLUMN_MESSAGE = 'El archivo debe tener una columna "Nombre"';

export function foldHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export type ClientCsvColumns = (ClientCsvField | null)[];

/**
 * The field each column most likely holds, from its header in Spanish or English (null: ignored).
 * A repeated field is guessed once, for its first column. The import preview starts from this.
 */
export function guessClientCsvColumns(headers: string[]): ClientCsvColumns {
  const seen = new Set<ClientCsvField>();
  return headers.map((header) => {
    const field = ALIASES[foldHeader(header)] ?? null;
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}

/** Which field each column holds (null: ignored), or null when there is no name column. */
export function clientCsvColumns(headers: string[]): ClientCsvColumns | null {
  const columns = guessClientCsvColumns(headers);
  return columns.includes('name') ? columns : null;
}

const isClientCsvField = (value: string): value is ClientCsvField =>
  (CLIENT_CSV_FIELDS as readonly string[]).includes(value);

/** The column mapping as sent to the import (`?columns=name,,email`: one field or blank per column). */
export function formatClientCsvColumns(columns: ClientCsvColumns): string {
  return columns.map((field) => field ?? '').join(',');
}

/**
 * `columns` of POST /clients/import: the field of each CSV column, in order, blank for a column
 * left out (the preview's mapping). One column must be the name; no field twice.
 */
export const ClientCsvColumnsSchema = z
  .string({ error: 'Las columnas deben ser un texto' })
  .max(1000, 'Las columnas son demasiadas')
  .transform((text, context): ClientCsvColumns => {
    const columns: ClientCsvColumns = [];
    const seen = new Set<ClientCsvField>();
    for (const part of text.split(',')) {
      const field = part.trim();
      if (field === '') {
        columns.push(null);
        continue;
      }
      if (!isClientCsvField(field)) {
        context.addIssue({ code: 'custom', message: `Campo de columna desconocido: ${field.slice(0, 40)}` });
        return z.NEVER;
      }
      if (seen.has(field)) {
        context.addIssue({
          code: 'custom',
          message: `El campo "${CLIENT_CSV_HEADERS[field]}" está asignado a más de una columna`,
        });
        return z.NEVER;
      }
      seen.add(field);
      columns.push(field);
    }
    if (!seen.has('name')) {
      context.addIssue({ code: 'custom', message: 'Indica qué columna es el nombre del cliente' });
      return z.NEVER;
    }
    return columns;
  });

/** A CSV row as the client form's input: blank cells are absent values. */
export function clientCsvRecord(
  columns: ClientCsvColumns,
  cells: string[],
): Partial<Record<ClientCsvField, string>> {
  const record: Partial<Record<ClientCsvField, string>> = {};
  for (const [index, field] of columns.entries()) {
    const cell = cells[index]?.trim();
    if (field && cell) record[field] = cell;
  }
  return record;
}

/**
 * A cell a spreadsheet will show as text: one starting like a formula (=, @, tab, return, or +/-
 * not followed by a phone-like number) gets a leading apostrophe.
 */
export function csvSafeCell(value: string | null): string {
  if (!value) return '';
  const isFormulaLike =
    /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][0-9\s\-().]*$/.test(value));
  return isFormulaLike ? `'${value}` : value;
}
