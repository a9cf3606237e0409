import type { WeightPoint } from '@citavet/domain/records/record-entry.schema';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// uPlot draws on a canvas sized to its box: the chart follows the card's width (1280 px or 390 px)
// through a ResizeObserver. Loaded only by the pet page (React.lazy in weight-panel.tsx).

const PRIMARY = '#0f766e';
const dayInstant = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;
const shortDate = (seconds: number) => {
  const date = new Date(seconds * 1000).toISOString().slice(0, 10);
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year?.slice(2)}`;
};

export default function WeightChart({ points }: { points: WeightPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(240, element.clientWidth);
    const chart = new uPlot(
      {
        width: width(),
        height: 200,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          {
            values: (_chart, ticks) => ticks.map(shortDate),
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            space: 70,
          },
          {
            values: (_chart, ticks) => ticks.map((tick) => `${tick} kg`),
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            size: 60,
          },
        ],
        series: [
          {},
          { label: 'Peso', stroke: PRIMARY, width: 2, points: { size: 7, fill: PRIMARY, stroke: PRIMARY } },
        ],
      },
      [points.map((point) => dayInstant(point.date)), points.map((point) => point.weightKg)],
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height: 200 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [points]);
  return <div ref={box} className="w-full" aria-hidden />;
}
