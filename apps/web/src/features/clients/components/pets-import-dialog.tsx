import { PET_CSV_HEADERS } from '@citavet/domain/pets/pet-csv';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { type PetImportResult, useImportPetsCsv } from '../api/clients-csv-api';
import { ImportFigures, RejectedRowsAlert } from './import-report-parts';

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

/** The three counts of a pets' import or its dry run, under the labels of each. */
function PetFigures({ result, labels }: { result: PetImportResult; labels: [string, string, string] }) {
  const values = [result.created, result.unchanged, result.rejected];
  return (
    <ImportFigures
      className="grid-cols-3"
      figures={labels.map((label, index) => ({ label, value: values[index] ?? 0 }))}
    />
  );
}

function RejectedRows({ result }: { result: PetImportResult }) {
  return <RejectedRowsAlert errors={result.errors} rejected={result.rejected} noun="con errores" />;
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
