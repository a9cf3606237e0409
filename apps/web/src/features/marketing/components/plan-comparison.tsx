import { formatCount, type LimitedThing } from '@citavet/domain/plans/plan-limits';
import { PLANS } from '@citavet/domain/plans/plans';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';

type Cell = string | boolean;

interface ComparisonRow {
  feature: string;
  values: [free: Cell, premium: Cell, enterprise: Cell];
}

/** A limit of each plan, in the order of PLANS, as the table writes it. */
function limitCells(thing: LimitedThing, write: (limit: number) => string, unlimited: string) {
  return PLANS.map((plan) => {
    const limit = plan.limits[thing];
    return limit === null ? unlimited : write(limit);
  }) as ComparisonRow['values'];
}

// The plans side by side; the limits are the ones the API enforces (packages/domain/src/plans).
const rows: ComparisonRow[] = [
  { feature: 'Usuarios', values: limitCells('users', (n) => (n === 1 ? '1' : `Hasta ${n}`), 'Ilimitados') },
  { feature: 'Citas por mes', values: limitCells('monthlyAppointments', formatCount, 'Ilimitadas') },
  { feature: 'Servicios', values: limitCells('services', (n) => `Hasta ${n}`, 'Ilimitados') },
  { feature: 'Página pública de reservas', values: [true, true, true] },
  { feature: 'Agenda por profesional', values: [false, true, true] },
  { feature: 'Roles y permisos avanzados', values: [false, false, true] },
  { feature: 'Prueba gratuita', values: [false, '14 días', false] },
  { feature: 'Tiempo de respuesta del soporte', values: ['48-72 h', '24 h', 'Dedicado'] },
  { feature: 'SLA de disponibilidad', values: [false, false, '99,9 %'] },
];

const planNames = PLANS.map((plan) => plan.name);

function renderCell(value: Cell): ReactNode {
  if (value === true) {
    return (
      <>
        <Check className="mx-auto size-5 text-success" aria-hidden />
        <span className="sr-only">Incluido</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus className="mx-auto size-5 text-slate-300" aria-hidden />
        <span className="sr-only">No incluido</span>
      </>
    );
  }
  return value;
}

export function PlanComparison() {
  return (
    <section aria-labelledby="comparison-title" className="mx-auto max-w-5xl px-4 sm:px-6">
      <h2
        id="comparison-title"
        className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        Compara los planes
      </h2>
      {/* Below 640 px the table is wider than the screen: say so, and shade the edge it scrolls to. */}
      <p id="comparison-scroll-hint" className="mt-6 text-center text-sm text-slate-500 sm:hidden">
        Desliza la tabla hacia un lado para ver todos los planes →
      </p>
      <div className="relative mt-3 sm:mt-8">
        <div
          aria-hidden
          data-testid="comparison-scroll-shadow"
          className="pointer-events-none absolute inset-y-px right-px z-10 w-10 rounded-r-card bg-gradient-to-l from-slate-900/15 to-transparent sm:hidden"
        />
        {/* relative: the sr-only labels are absolutely positioned and would otherwise widen the page.
            Focusable region so keyboard users can scroll it too. */}
        <section
          aria-label="Tabla de comparación de planes"
          aria-describedby="comparison-scroll-hint"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className="relative overflow-x-auto rounded-card border border-slate-200 bg-white shadow-card focus-visible:outline-2 focus-visible:outline-primary"
        >
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">Comparación de funciones por plan</caption>
            <thead>
              <tr className="border-b border-slate-200 bg-slate-50">
                <th
                  scope="col"
                  className="sticky left-0 bg-slate-50 px-5 py-4 text-left font-semibold text-slate-700"
                >
                  Función
                </th>
                {planNames.map((name) => (
                  <th key={name} scope="col" className="px-5 py-4 text-center font-semibold text-slate-900">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.feature} className="border-b border-slate-100 last:border-b-0">
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-5 py-3.5 text-left font-normal text-slate-700"
                  >
                    {row.feature}
                  </th>
                  {row.values.map((value, index) => (
                    <td
                      key={planNames[index]}
                      className="px-5 py-3.5 text-center whitespace-nowrap text-slate-700 tabular-nums"
                    >
                      {renderCell(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}
