import { CreateClientSchema } from '@citavet/domain/clients/client.schema';
import {
  CLIENT_CSV_FIELDS,
  CLIENT_CSV_HEADERS,
  type ClientCsvColumns,
  type ClientCsvField,
  clientCsvRecord,
  guessClientCsvColumns,
} from '@citavet/domain/clients/client-csv';
import { petCsvColumns } from '@citavet/domain/pets/pet-csv';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { type ClientImportResult, useImportClientsCsv } from '../api/clients-csv-api';
import { type CsvPreview, CsvPreviewError, readCsvPreview } from '../csv/read-csv-preview';

const FIELD_OPTIONS = [
  { value: '', label: 'No importar' },
  ...CLIENT_CSV_FIELDS.map((field) => ({ value: field, label: CLIENT_CSV_HEADERS[field] })),
];

type Props = { spaceId: string; file: File | null; onClose: () => void };

/**
 * The CSV import in three steps: a preview of the first rows with the column mapping (guessed
 * from the headers, Spanish or English), the import, and its report.
 */
export function ClientsImportDialog({ spaceId, file, onClose }: Props) {
  const importing = useImportClientsCsv(spaceId);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [columns, setColumns] = useState<ClientCsvColumns>([]);
  const [report, setReport] = useState<ClientImportResult | null>(null);
  const { reset } = importing;

  useEffect(() => {
    setPreview(null);
    setPreviewError(null);
    setReport(null);
    reset();
    if (!file) return;
    let isCurrent = true;
    readCsvPreview(file)
      .then((read) => {
        if (!isCurrent) return;
        setPreview(read);
        setColumns(guessClientCsvColumns(read.headers));
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        setPreviewError(error instanceof CsvPreviewError ? error.message : 'No se pudo leer el archivo');
      });
    return () => {
      isCurrent = false;
    };
  }, [file, reset]);

  const choose = (index: number, value: string) => {
    const field = value === '' ? null : (value as ClientCsvField);
    // A field belongs to one column: choosing it here frees it elsewhere.
    setColumns((current) =>
      current.map((existing, column) => (column === index ? field : existing === field ? null : existing)),
    );
  };

  const runImport = async () => {
    if (!file) return;
    try {
      setReport(await importing.mutateAsync({ file, columns }));
    } catch {
      // The error is shown in the dialog (importing.error).
    }
  };

  const hasName = columns.includes('name');
  return (
    <Dialog open={file !== null} onOpenChange={(isOpen) => !isOpen && !importing.isPending && onClose()}>
      <DialogContent
        title={report ? 'Importación completada' : 'Importar clientes'}
        description={file ? `Archivo: ${file.name}` : undefined}
        className="sm:max-w-3xl"
      >
        {report ? (
          <ImportReport report={report} onClose={onClose} />
        ) : previewError ? (
          <div className="space-y-4">
            <Alert kind="error">{previewError}</Alert>
            <div className="flex justify-end">
              <Button variant="outline" onClick={onClose}>
                Cerrar
              </Button>
            </div>
          </div>
        ) : !preview ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Leyendo el archivo…</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : (
          <div className="space-y-5">
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
                    onChange={(event) => choose(index, event.target.value)}
                  />
                ))}
              </div>
              {!hasName && <Alert kind="warning">Elige qué columna es el Nombre del cliente.</Alert>}
              {petCsvColumns(preview.headers) && (
                <Alert kind="info">
                  Las columnas de las mascotas se importan después: cuando termine, usa «Importar mascotas»
                  con este mismo archivo.
                </Alert>
              )}
            </section>
            <PreviewTable preview={preview} columns={columns} />
            {importing.isError && (
              <Alert kind="error">{getErrorMessage(importing.error, 'No se pudo importar el archivo')}</Alert>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={importing.isPending}>
                Cancelar
              </Button>
              <Button onClick={() => void runImport()} isLoading={importing.isPending} disabled={!hasName}>
                Importar clientes
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function exampleOf(preview: CsvPreview, index: number): string | undefined {
  const example = preview.rows.map((row) => row[index]?.trim()).find(Boolean);
  return example ? `Ejemplo: ${example.slice(0, 40)}` : undefined;
}

/** The first rows as they will be read, each with what the import will say about it. */
function PreviewTable({ preview, columns }: { preview: CsvPreview; columns: ClientCsvColumns }) {
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

function ImportReport({ report, onClose }: { report: ClientImportResult; onClose: () => void }) {
  const figures = [
    { label: 'Creados', value: report.created },
    { label: 'Actualizados', value: report.updated },
    { label: 'Sin cambios', value: report.unchanged },
    { label: 'Rechazados', value: report.rejected },
  ];
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-xs text-slate-600">{figure.label}</dt>
            <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 && (
        <Alert kind="warning" title="Filas rechazadas">
          <ul className="max-h-64 list-disc space-y-1 overflow-y-auto pl-5">
            {report.errors.map((error) => (
              <li key={error.row}>
                Fila {error.row}: {error.message}
              </li>
            ))}
          </ul>
          {report.rejected > report.errors.length && (
            <p className="mt-2">Se muestran las primeras {report.errors.length} filas rechazadas.</p>
          )}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button onClick={onClose}>Cerrar</Button>
      </div>
    </div>
  );
}
