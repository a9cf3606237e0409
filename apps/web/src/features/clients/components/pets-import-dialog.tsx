import { PET_CSV_HEADERS } from '@citavet/domain/pets/pet-csv';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { type PetImportResult, useImportPetsCsv } from '../api/clients-csv-api';

type Props = { spaceId: string; file: File | null; onClose: () => void };

/**
 * The pets' CSV import: the server reads the whole file without writing (a dry run) and says what
 * each row will do; 'Importar mascotas' then writes it, and the same figures are the report.
 */
export function PetsImportDialog({ spaceId, file, onClose }: Props) {
  const preview = useImportPetsCsv(spaceId);
  const importing = useImportPetsCsv(spaceId);
  const [report, setReport] = useState<PetImportResult | null>(null);
  const { mutate: runPreview, reset: resetPreview } = preview;
  const { reset: resetImport } = importing;

  useEffect(() => {
    setReport(null);
    resetPreview();
    resetImport();
    if (file) runPreview({ file, isDryRun: true });
  }, [file, runPreview, resetPreview, resetImport]);

  const runImport = async () => {
    if (!file) return;
    try {
      setReport(await importing.mutateAsync({ file, isDryRun: false }));
    } catch {
      // The error is shown in the dialog (importing.error).
    }
  };

  return (
    <Dialog open={file !== null} onOpenChange={(isOpen) => !isOpen && !importing.isPending && onClose()}>
      <DialogContent
        title={report ? 'Importación completada' : 'Importar mascotas'}
        description={file ? `Archivo: ${file.name}` : undefined}
        className="sm:max-w-2xl"
      >
        {report ? (
          <div className="space-y-4">
            <PetFigures result={report} labels={['Creadas', 'Sin cambios', 'Rechazadas']} />
            <RejectedRows result={report} />
            <div className="flex justify-end">
              <Button onClick={onClose}>Cerrar</Button>
            </div>
          </div>
        ) : preview.isError ? (
          <div className="space-y-4">
            <Alert kind="error">{getErrorMessage(preview.error, 'No se pudo leer el archivo')}</Alert>
            <ColumnsHint />
            <div className="flex justify-end">
              <Button variant="outline" onClick={onClose}>
                Cerrar
              </Button>
            </div>
          </div>
        ) : !preview.data ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Revisando el archivo…</span>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <div className="space-y-4">
            <h3 className="text-sm font-semibold text-slate-900">Vista previa: nada se guardó todavía</h3>
            <PetFigures result={preview.data} labels={['Se agregarán', 'Ya existen', 'Con errores']} />
            <RejectedRows result={preview.data} />
            <ColumnsHint />
            {importing.isError && (
              <Alert kind="error">{getErrorMessage(importing.error, 'No se pudo importar el archivo')}</Alert>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={importing.isPending}>
                Cancelar
              </Button>
              <Button
                onClick={() => void runImport()}
                isLoading={importing.isPending}
                disabled={preview.data.created === 0}
              >
                Importar mascotas
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PetFigures({ result, labels }: { result: PetImportResult; labels: [string, string, string] }) {
  const figures = [result.created, result.unchanged, result.rejected];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {labels.map((label, index) => (
        <div key={label} className="rounded-lg border border-slate-200 p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{figures[index]}</dd>
        </div>
      ))}
    </dl>
  );
}

function RejectedRows({ result }: { result: PetImportResult }) {
  if (result.errors.length === 0) return null;
  return (
    <Alert kind="warning" title="Filas con errores">
      <ul className="max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
        {result.errors.map((error) => (
          <li key={error.row}>
            Fila {error.row}: {error.message}
          </li>
        ))}
      </ul>
      {result.rejected > result.errors.length && (
        <p className="mt-2 text-sm">Se muestran las primeras {result.errors.length} filas con errores.</p>
      )}
    </Alert>
  );
}

function ColumnsHint() {
  const optional = [
    PET_CSV_HEADERS.breed,
    PET_CSV_HEADERS.sex,
    PET_CSV_HEADERS.birthDate,
    PET_CSV_HEADERS.color,
  ];
  return (
    <p className="text-xs text-slate-600">
      Cada fila nombra a su cliente por «{PET_CSV_HEADERS.clientEmail}» o «{PET_CSV_HEADERS.clientPhone}» (los
      clientes se importan antes, con «Importar CSV»), y a la mascota por «{PET_CSV_HEADERS.name}» y «
      {PET_CSV_HEADERS.species}»; también se leen {optional.map((header) => `«${header}»`).join(', ')}. Una
      mascota que el cliente ya tiene con ese nombre no se duplica.
    </p>
  );
}
