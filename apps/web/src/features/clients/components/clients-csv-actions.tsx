import { Download, PawPrint, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useSpaceAccess } from '@/stores/use-space-access';
import { downloadClientsCsv } from '../api/clients-csv-api';
import { ClientsImportDialog } from './clients-import-dialog';
import { PetsImportDialog } from './pets-import-dialog';

/**
 * 'Importar CSV', 'Importar mascotas' and 'Exportar CSV' on the clients page; each import's preview
 * opens in a dialog.
 * Exporting the whole list is for ADMINs (the API refuses anyone else, and logs each export).
 */
export function ClientsCsvActions({ spaceId }: { spaceId: string }) {
  const { isAdmin } = useSpaceAccess();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const petInput = useRef<HTMLInputElement>(null);
  const [petFile, setPetFile] = useState<File | null>(null);
  const [isExporting, setIsExporting] = useState(false);

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
        data-testid="clients-csv-file"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          // The same file can be chosen again (a second run of the same import).
          event.target.value = '';
        }}
      />
      <Button
        variant="outline"
        icon={<Upload className="size-4" aria-hidden />}
        onClick={() => input.current?.click()}
      >
        Importar CSV
      </Button>
      <input
        ref={petInput}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="pets-csv-file"
        onChange={(event) => {
          setPetFile(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <Button
        variant="outline"
        icon={<PawPrint className="size-4" aria-hidden />}
        onClick={() => petInput.current?.click()}
      >
        Importar mascotas
      </Button>
      {isAdmin && (
        <Button
          variant="outline"
          icon={<Download className="size-4" aria-hidden />}
          isLoading={isExporting}
          onClick={() => void exportFile()}
        >
          Exportar CSV
        </Button>
      )}
      <ClientsImportDialog spaceId={spaceId} file={file} onClose={() => setFile(null)} />
      <PetsImportDialog spaceId={spaceId} file={petFile} onClose={() => setPetFile(null)} />
    </>
  );
}
