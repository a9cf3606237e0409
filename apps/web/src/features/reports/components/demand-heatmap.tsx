import type { ReportHeatmap } from '@citavet/domain/reports/report.schema';
import { useMemo } from 'react';
import { formatNumber } from '@/lib/formatters';
import { ChartCard } from './chart-card';

const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Demand by clinic-local weekday and hour. A grid of cells is itself a table, so it is drawn as one
 * (shaded by count) rather than on a canvas: readable by screen readers as it is, and it scrolls
 * sideways at 390 px. Only the hours that had appointments are shown.
 */
export function DemandHeatmap({ heatmap, fileName }: { heatmap: ReportHeatmap; fileName: string }) {
  const view = useMemo(() => {
    const cells = heatmap.cells;
    const hours = Array.from({ length: 24 }, (_, hour) => hour).filter((hour) =>
      cells.some((row) => (row[hour] ?? 0) > 0),
    );
    const firstHour = hours[0] ?? 9;
    const lastHour = hours[hours.length - 1] ?? 18;
    const shownHours = Array.from({ length: lastHour - firstHour + 1 }, (_, index) => firstHour + index);
    let max = 0;
    let peak = { weekday: 0, hour: 0 };
    cells.forEach((row, weekday) => {
      row.forEach((count, hour) => {
        if (count > max) {
          max = count;
          peak = { weekday, hour };
        }
      });
    });
    const total = cells.flat().reduce((sum, count) => sum + count, 0);
    return {
      shownHours,
      max,
      total,
      summary:
        total === 0
          ? 'No hubo citas en este período.'
          : `La hora de más demanda es el ${WEEKDAYS[peak.weekday]?.toLowerCase()} a las ${hourLabel(peak.hour)} (${formatNumber(max)} ${max === 1 ? 'cita' : 'citas'}).`,
      table: {
        columns: ['Día', ...shownHours.map(hourLabel)],
        rows: cells.map((row, weekday) => [
          WEEKDAYS[weekday] ?? '',
          ...shownHours.map((hour) => row[hour] ?? 0),
        ]),
      },
    };
  }, [heatmap]);
  const grid = (
    // Wider than a phone: the hours scroll sideways, and the region takes focus so a keyboard can
    // scroll it too (axe's scrollable-region-focusable).
    <section
      className="overflow-x-auto rounded-control focus-visible:outline-2 focus-visible:outline-primary"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label="Demanda por día y hora"
    >
      <table className="border-separate border-spacing-0.5 text-xs tabular-nums">
        <caption className="sr-only">Citas por día de la semana y hora</caption>
        <thead>
          <tr>
            <th scope="col" className="sr-only">
              Día
            </th>
            {view.shownHours.map((hour) => (
              <th key={hour} scope="col" className="px-1 font-normal text-slate-600">
                {String(hour).padStart(2, '0')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {heatmap.cells.map((row, weekday) => (
            <tr key={WEEKDAYS[weekday]}>
              <th scope="row" className="pr-2 text-left font-medium text-slate-700">
                {WEEKDAYS[weekday]?.slice(0, 3)}
              </th>
              {view.shownHours.map((hour) => {
                const count = row[hour] ?? 0;
                const share = view.max > 0 ? count / view.max : 0;
                return (
                  <td
                    key={hour}
                    title={`${WEEKDAYS[weekday]} ${hourLabel(hour)}: ${count} citas`}
                    className="size-8 min-w-8 rounded text-center"
                    style={{
                      backgroundColor: count === 0 ? '#f1f5f9' : `rgba(15, 118, 110, ${0.15 + share * 0.85})`,
                      color: share > 0.55 ? '#ffffff' : '#0f172a',
                    }}
                  >
                    {count > 0 ? count : ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
  return (
    <ChartCard
      title="Demanda por día y hora"
      summary={view.summary}
      table={view.table}
      fileName={fileName}
      isEmpty={view.total === 0}
      chart={grid}
    />
  );
}
