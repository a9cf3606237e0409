import { CreateClientSchema } from '@citavet/domain/clients/client.schema';
import {
  CLIENT_CSV_FIELDS,
  CLIENT_CSV_HEADERS,
  type ClientCsvColumns,
  clientCsvRecord,
} from '@citavet/domain/clients/client-csv';
import { petCsvColumns } from '@citavet/domain/pets/pet-csv';
import { CircleCheck, CircleX } from 'lucide-react';
import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { Select } from '@/components/ui/select';
import type { CsvPreview } from '../csv/read-csv-preview';

const FIELD_OPTIONS = [
  { value: '', label: 'No importar' },
  ...CLIENT_CSV_FIELDS.map((field) => ({ value: field, label: CLIENT_CSV_HEADERS[field] })),
];

/** 'Columnas del archivo': which client field each column fills, with an example from the rows. */
export function ColumnMapping({
  preview,
  columns,
  onChoose,
}: {
  preview: CsvPreview;
  columns: ClientCsvColumns;
  onChoose: (index: number, value: string) => void;
}) {
  return (
    <section aria-labelledby="import-mapping-title" className="space-y-3">
      <h3 id="import-mapping-title" className="text-sm font-semibold text-slate-900">
        Columnas del archivo
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {preview.headers.map((header, index) => (
          <Select
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the file.
            key={index}
            id={`import-column-${index}`}
            label={`Columna «${header.trim() || `${index + 1}`}»`}
            helperText={exampleOf(preview, index)}
            options={FIELD_OPTIONS}
            value={columns[index] ?? ''}
            onChange={(event) => onChoose(index, event.target.value)}
          />
        ))}
      </div>
      {!columns.includes('name') && <Alert kind="warning">Elige qué columna es el Nombre del cliente.</Alert>}
      {petCsvColumns(preview.headers) && (
        <Alert kind="info">
          Las columnas de las mascotas se importan después: cuando termine, usa «Importar mascotas» con este
          mismo archivo.
        </Alert>
      )}
    </section>
  );
}

function exampleOf(preview: CsvPreview, index: number): string | undefined {
  const example = preview.rows.map((row) => row[index]?.trim()).find(Boolean);
  return example ? `Ejemplo: ${example.slice(0, 40)}` : undefined;
}

/** The first rows as they will be read, each with what the import will say about it. */
export function PreviewTable({ preview, columns }: { preview: CsvPreview; columns: ClientCsvColumns }) {
  const fields = CLIENT_CSV_FIELDS.filter((field) => columns.includes(field));
  const rows = useMemo(
    () =>
      preview.rows.map((cells) => {
        const record = clientCsvRecord(columns, cells);
        const parsed = CreateClientSchema.safeParse(record);
        return {
          record,
          problem: parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join('; '),
        };
      }),
    [preview, columns],
  );
  if (preview.rows.length === 0) {
    return <Alert kind="warning">El archivo solo tiene la fila de encabezados.</Alert>;
  }
  return (
    <section aria-labelledby="import-preview-title" className="space-y-2">
      <h3 id="import-preview-title" className="text-sm font-semibold text-slate-900">
        Vista previa de las primeras {preview.rows.length} filas
      </h3>
      {/* Scrolls sideways on a phone: a focusable region so the keyboard can scroll it too. */}
      <section
        aria-label="Tabla de la vista previa"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <thead className="bg-slate-50 text-xs font-medium text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                Fila
              </th>
              <th scope="col" className="px-3 py-2">
                Estado
              </th>
              {fields.map((field) => (
                <th key={field} scope="col" className="px-3 py-2 whitespace-nowrap">
                  {CLIENT_CSV_HEADERS[field]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
              <tr key={index}>
                <td className="px-3 py-2 text-slate-600 tabular-nums">{index + 2}</td>
                <td className="min-w-56 px-3 py-2">
                  {row.problem ? (
                    <span className="inline-flex items-start gap-1 text-red-800">
                      <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden />
                      {row.problem}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-green-800">
                      <CircleCheck className="size-4" aria-hidden />
                      Correcta
                    </span>
                  )}
                </td>
                {fields.map((field) => (
                  <td key={field} className="max-w-48 truncate px-3 py-2 whitespace-nowrap text-slate-900">
                    {row.record[field] ?? <span className="text-slate-400">—</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-xs text-slate-600">
        Los clientes que ya existen (mismo correo, teléfono o documento) solo se completan con los datos que
        les faltan: importar el mismo archivo dos veces no duplica nada.
      </p>
    </section>
  );
}
