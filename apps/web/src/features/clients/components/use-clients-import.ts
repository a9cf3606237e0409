import {
  type ClientCsvColumns,
  type ClientCsvField,
  guessClientCsvColumns,
} from '@citavet/domain/clients/client-csv';
import { useEffect, useState } from 'react';
import { type ClientImportResult, useImportClientsCsv } from '../api/clients-csv-api';
import { type CsvPreview, CsvPreviewError, readCsvPreview } from '../csv/read-csv-preview';

/**
 * The clients' CSV import's state: the file's first rows read in the browser, the column mapping
 * guessed from its headers (Spanish or English) and chosen by hand, the import and its report. A new
 * file starts over.
 */
export function useClientsImport(spaceId: string, file: File | null) {
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

  return { importing, preview, previewError, columns, choose, report, runImport };
}
