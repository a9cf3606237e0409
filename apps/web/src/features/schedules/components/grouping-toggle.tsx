import { clsx } from 'clsx';
import type { MatrixGrouping } from './schedules-matrix-view';

const options: { value: MatrixGrouping; label: string }[] = [
  { value: 'hosts', label: 'Por host' },
  { value: 'services', label: 'Por servicio' },
];

/** Rows of the grid: hosts or services. */
export function GroupingToggle({
  value,
  onChange,
}: {
  value: MatrixGrouping;
  onChange: (grouping: MatrixGrouping) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a border and a legend for two buttons.
    <div
      role="group"
      aria-label="Filas de la cuadrícula"
      className="inline-flex rounded-control border border-slate-200 bg-white p-0.5"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
            value === option.value ? 'bg-primary text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
