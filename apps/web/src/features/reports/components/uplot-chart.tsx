import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// uPlot (decision 043) draws on a canvas sized to its container; the x axis is always the index of
// a category (a bucket, a service, a professional) named by `labels`, so no date is ever formatted
// in the browser's zone. The chart is an image for assistive technology: its summary is the label,
// and the table view beside it carries the figures.

export type ChartSeries = { label: string; color: string; values: (number | null)[] };

type UplotChartProps = {
  labels: readonly string[];
  series: readonly ChartSeries[];
  kind: 'line' | 'bars';
  summary: string;
  formatValue?: (value: number) => string;
  /** Whole numbers only (appointment counts): no 0.5 ticks printed as a second '1'. */
  isCount?: boolean;
  height?: number;
};

const COUNT_INCREMENTS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];

const fitLabel = (label: string, room: number) =>
  label.length <= room ? label : `${label.slice(0, Math.max(1, room - 1))}…`;

/** Category names on bars are drawn slanted, so a name like 'Consulta general' fits whole. */
const SLANTED_LABEL_ROOM = 22;
const SLANT_DEGREES = -35;

/**
 * Every figure here is a count, an amount or a rate, never negative: the value axis starts at 0, so
 * a bar of 1 is a third of a bar of 3 (uPlot's own range would start near the smallest value).
 */
export const fromZero = (_chart: uPlot, _min: number, max: number): uPlot.Range.MinMax => {
  const [, top] = uPlot.rangeNum(0, max > 0 ? max : 1, 0.1, true);
  return [0, top];
};

export function UplotChart({
  labels,
  series,
  kind,
  summary,
  formatValue,
  isCount = false,
  height = 240,
}: UplotChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const format = formatValue ?? ((value: number) => String(value));
    const bars = uPlot.paths.bars?.({ size: [0.7, 64], align: 0 });
    // Bars name categories (services, professionals): long names are slanted rather than cut.
    const isSlanted = kind === 'bars' && labels.some((label) => label.length > 8);
    const options: uPlot.Options = {
      width: Math.max(container.clientWidth, 200),
      height,
      legend: { show: series.length > 1 },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: false, ...(kind === 'bars' ? { range: [-0.5, labels.length - 0.5] } : {}) },
        y: { range: fromZero },
      },
      axes: [
        {
          space: isSlanted ? 24 : 56,
          incrs: [1, 2, 3, 4, 5, 7, 10, 14, 20, 30, 50, 100],
          ...(isSlanted ? { rotate: SLANT_DEGREES, size: 96 } : {}),
          // Level labels are cut to the room each tick has (about 6.5 px a character): no overlap at
          // 390 px. Slanted category names get a fixed, larger room; the table beside has them whole.
          values: (chart, splits) => {
            const shown = splits.filter((split) => Number.isInteger(split)).length || 1;
            const room = isSlanted
              ? SLANTED_LABEL_ROOM
              : Math.max(4, Math.floor(chart.bbox.width / devicePixelRatio / shown / 6.5));
            return splits.map((split) =>
              Number.isInteger(split) ? fitLabel(labels[split] ?? '', room) : '',
            );
          },
          stroke: '#475569',
          grid: { show: false },
          font: '11px Inter Variable, sans-serif',
        },
        {
          ...(isCount ? { incrs: COUNT_INCREMENTS } : {}),
          values: (_chart, splits) => splits.map((split) => format(split)),
          stroke: '#475569',
          grid: { stroke: '#e2e8f0' },
          size: 56,
          font: '11px Inter Variable, sans-serif',
        },
      ],
      series: [
        { label: 'Período', value: (_chart, index) => (index === null ? '' : (labels[index] ?? '')) },
        ...series.map((each) => ({
          label: each.label,
          stroke: each.color,
          width: kind === 'line' ? 2 : 0,
          fill: kind === 'bars' ? each.color : undefined,
          points: { show: kind === 'line' && labels.length <= 45, size: 5 },
          value: (_chart: uPlot, value: number | null) => (value === null ? '—' : format(value)),
          ...(kind === 'bars' && bars ? { paths: bars } : {}),
        })),
      ],
    };
    const data: uPlot.AlignedData = [labels.map((_, index) => index), ...series.map((each) => each.values)];
    const chart = new uPlot(options, data, container);
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(container.clientWidth, 200), height });
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [labels, series, kind, formatValue, isCount, height]);

  return <div ref={containerRef} role="img" aria-label={summary} className="w-full overflow-hidden" />;
}
