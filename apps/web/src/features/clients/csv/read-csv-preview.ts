// The import preview reads only the start of the file in the browser: the header and the first
// rows, with the same reading rules as the server (comma or semicolon, BOM, ragged rows).

export const PREVIEW_ROWS = 5;
/** Enough for the header and the first rows (a row may be up to 64 KB on the server). */
const PREVIEW_BYTES = 512 * 1024;

export type CsvPreview = { headers: string[]; rows: string[][] };

export class CsvPreviewError extends Error {}

export async function readCsvPreview(file: File): Promise<CsvPreview> {
  // Loaded when a file is chosen, not with the clients page.
  const { parse } = await import('csv-parse/browser/esm/sync');
  const text = await file.slice(0, PREVIEW_BYTES).text();
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';'],
      relax_column_count: true,
      skip_empty_lines: true,
      // Stops before the cut at the end of the slice.
      to: PREVIEW_ROWS + 1,
    }) as string[][];
  } catch {
    throw new CsvPreviewError('El archivo CSV no es válido');
  }
  const [headers, ...rows] = records;
  if (!headers || headers.every((header) => header.trim() === '')) {
    throw new CsvPreviewError('El archivo CSV está vacío');
  }
  return { headers, rows };
}
