import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import type { ClientImportResult } from '../api/clients-csv-api';
import { ColumnMapping, PreviewTable } from './clients-import-preview';
import { ImportFigures, RejectedRowsAlert } from './import-report-parts';
import { useClientsImport } from './use-clients-import';

type Props = { spaceId: string; file: File | null; onClose: () => void };

/**
 * The CSV import in three steps: a preview of the first rows with the column mapping (guessed
 * from the headers, Spanish or English), the import, and its report.
 */
export function ClientsImportDialog({ spaceId, file, onClose }: Props) {
  const { importing, preview, previewError, columns, choose, report, runImport } = useClientsImport(
    spaceId,
    file,
  );
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
            <ColumnMapping preview={preview} columns={columns} onChoose={choose} />
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

function ImportReport({ report, onClose }: { report: ClientImportResult; onClose: () => void }) {
  const figures = [
    { label: 'Creados', value: report.created },
    { label: 'Actualizados', value: report.updated },
    { label: 'Sin cambios', value: report.unchanged },
    { label: 'Rechazados', value: report.rejected },
  ];
  return (
    <div className="space-y-4 text-sm">
      <ImportFigures figures={figures} className="grid-cols-2 sm:grid-cols-4" />
      <RejectedRowsAlert errors={report.errors} rejected={report.rejected} noun="rechazadas" />
      <div className="flex justify-end">
        <Button onClick={onClose}>Cerrar</Button>
      </div>
    </div>
  );
}
