import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card';

/** One figure of a page's summary row: its icon (hidden on the narrowest phones), label and value. */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  valueClassName = 'text-xl',
}: {
  icon: LucideIcon;
  label: string;
  /** One line per value; several when a figure exists once per currency. */
  value: string | number | readonly string[];
  hint?: string | undefined;
  /** The value's size (and truncation) where a page wants it other than 'text-xl'. */
  valueClassName?: string;
}) {
  const values = Array.isArray(value) ? value : [value];
  return (
    <Card className="flex items-center gap-4 p-3.5 xs:p-4">
      <div className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary xs:flex">
        <Icon className="size-5" aria-hidden />
      </div>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        {values.length === 1 ? (
          <p className={clsx('font-semibold text-slate-900 tabular-nums', valueClassName)}>{values[0]}</p>
        ) : (
          <ul className="text-base leading-snug font-semibold text-slate-900 tabular-nums">
            {values.map((line) => (
              <li key={line} className="truncate">
                {line}
              </li>
            ))}
          </ul>
        )}
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
    </Card>
  );
}
