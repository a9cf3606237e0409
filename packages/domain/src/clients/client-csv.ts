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

/** The export's header, which the import reads back. */
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

/** Which field each column holds (null: ignored), or null when there is no name column. */
export function clientCsvColumns(headers: string[]): (ClientCsvField | null)[] | null {
  const seen = new Set<ClientCsvField>();
  const columns = headers.map((header) => {
    const field = ALIASES[foldHeader(header)] ?? null;
    // A repeated column is read once, from the first occurrence.
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
  return seen.has('name') ? columns : null;
}

/** A CSV row as the client form's input: blank cells are absent values. */
export function clientCsvRecord(
  columns: (ClientCsvField | null)[],
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
