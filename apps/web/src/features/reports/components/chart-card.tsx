import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { saveBlob } from '@/api/download-file';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

// Every chart of the page: its title, a one-sentence summary (read by screen readers and shown to
// everyone), the chart or the same figures as a table, and the table as a CSV file.

export type ChartTable = { columns: readonly string[]; rows: readonly (readonly (string | number)[])[] };

type ChartCardProps = {
  title: string;
  summary: string;
  table: ChartTable;
  fileName: string;
  chart: ReactNode;
  isEmpty?: boolean;
  emptyText?: string;
};

export function ChartCard({ title, summary, table, fileName, chart, isEmpty, emptyText }: ChartCardProps) {
  const exportCsv = async () => {
    // The writer the API's CSV files use, fetched on the first export; the BOM lets spreadsheets
    // read the accents, like the API's own CSV files.
    const { stringify } = await import('csv-stringify/browser/esm/sync');
    const csv = stringify([table.columns, ...table.rows], { bom: true, record_delimiter: '\r\n' });
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
  };
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <section aria-label={title} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-slate-900">{title}</h2>
            <p className="text-sm text-slate-600">{summary}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            icon={<Download className="size-4" aria-hidden />}
            onClick={exportCsv}
            disabled={table.rows.length === 0}
            aria-label={`Exportar CSV: ${title}`}
          >
            CSV
          </Button>
        </div>
        {isEmpty ? (
          <p className="rounded-control bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
            {emptyText ?? 'No hay datos en este período.'}
          </p>
        ) : (
          <Tabs defaultValue="chart">
            <TabsList aria-label={`Vista de ${title}`}>
              <TabsTrigger value="chart">Gráfico</TabsTrigger>
              <TabsTrigger value="table">Tabla</TabsTrigger>
            </TabsList>
            <TabsContent value="chart" className="mt-3">
              {chart}
            </TabsContent>
            <TabsContent value="table" className="mt-3">
              <DataTable title={title} table={table} />
            </TabsContent>
          </Tabs>
        )}
      </section>
    </Card>
  );
}

export function DataTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <div className="max-h-96 overflow-auto rounded-control border border-slate-200">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs font-semibold text-slate-700">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed snapshot of the answer.
            <tr key={index}>
              {row.map((cell, at) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns.
                  key={at}
                  className={at === 0 ? 'px-3 py-1.5 text-slate-900' : 'px-3 py-1.5 text-slate-700'}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
