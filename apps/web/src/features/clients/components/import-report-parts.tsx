import { clsx } from 'clsx';
import { Alert } from '@/components/ui/alert';

/** A CSV import's counts, one box each (created, unchanged, rejected…). */
export function ImportFigures({
  figures,
  className,
}: {
  figures: readonly { label: string; value: number }[];
  /** The grid's columns: three for pets, four for clients (which also count the updated). */
  className: string;
}) {
  return (
    <dl className={clsx('grid gap-3', className)}>
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border border-slate-200 p-3">
          <dt className="text-xs text-slate-600">{figure.label}</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The rows an import refused, by their line in the file; the server sends only the first ones. */
export function RejectedRowsAlert({
  errors,
  rejected,
  noun,
}: {
  errors: readonly { row: number; message: string }[];
  rejected: number;
  /** 'rechazadas' or 'con errores': 'Filas …' and 'Se muestran las primeras N filas …'. */
  noun: string;
}) {
  if (errors.length === 0) return null;
  return (
    <Alert kind="warning" title={`Filas ${noun}`}>
      <ul className="max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
        {errors.map((error) => (
          <li key={error.row}>
            Fila {error.row}: {error.message}
          </li>
        ))}
      </ul>
      {rejected > errors.length && (
        <p className="mt-2 text-sm">
          Se muestran las primeras {errors.length} filas {noun}.
        </p>
      )}
    </Alert>
  );
}
