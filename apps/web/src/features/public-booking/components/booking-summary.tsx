import type { ReactNode } from 'react';

export interface SummaryRow {
  label: string;
  value: ReactNode;
}

/** A list of label and value pairs: the choices before confirming, the booking after. */
export function BookingSummary({ rows, title }: { rows: SummaryRow[]; title: string }) {
  return (
    <section aria-label={title} className="rounded-card border border-slate-200 bg-slate-50 p-4">
      <dl className="space-y-2.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="shrink-0 text-slate-500">{row.label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
