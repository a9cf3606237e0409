import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { type ClientImportResult, downloadClientsCsv, useImportClientsCsv } from '../api/clients-csv-api';

/** 'Importar CSV' and 'Exportar CSV' on the clients page; the import's report opens in a dialog. */
export function ClientsCsvActions({ spaceId }: { spaceId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportClientsCsv(spaceId);
  const [report, setReport] = useState<ClientImportResult | null>(null);
  const [isExporting, setIsExporting] = useState(false);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setReport(await importing.mutateAsync(file));
    } catch (error) {
      notify.error(getErrorMessage(error, 'No se pudo importar el archivo'));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const exportFile = async () => {
    setIsExporting(true);
    try {
      await downloadClientsCsv(spaceId);
    } catch (error) {
      notify.error(getErrorMessage(error, 'No se pudo exportar'));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => void importFile(event.target.files?.[0])}
      />
      <Button
        variant="outline"
        icon={<Upload className="size-4" aria-hidden />}
        isLoading={importing.isPending}
        onClick={() => input.current?.click()}
      >
        Importar CSV
      </Button>
      <Button
        variant="outline"
        icon={<Download className="size-4" aria-hidden />}
        isLoading={isExporting}
        onClick={() => void exportFile()}
      >
        Exportar CSV
      </Button>
      <Dialog open={report !== null} onOpenChange={(isOpen) => !isOpen && setReport(null)}>
        <DialogContent title="Importación completada" description="Resultado de la importación de clientes.">
          {report && (
            <div className="space-y-3 text-sm">
              <p>
                {report.created} nuevos · {report.updated} completados · {report.unchanged} sin cambios
              </p>
              {report.errors.length > 0 && (
                <Alert kind="warning" title="Filas no importadas">
                  <ul className="list-disc space-y-1 pl-5">
                    {report.errors.map((error) => (
                      <li key={error.row}>
                        Fila {error.row}: {error.message}
                      </li>
                    ))}
                  </ul>
                </Alert>
              )}
              <div className="flex justify-end">
                <Button onClick={() => setReport(null)}>Cerrar</Button>
              </div>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
