// Targets of the HTTP figures. The shared 2-core machines are noisy, so a missed HTTP target is
// printed with ✗ and a note, and only run.ts decides what fails the run.

export type TargetCheck = { isMet: boolean; text: string };

/** `value` against a ceiling (`at most`) or a floor (`at least`), as "p99 ≤ 25 ms ✓". */
export function checkTarget(
  label: string,
  value: number,
  bound: { atMost: number; unit: string } | { atLeast: number; unit: string },
): TargetCheck {
  const isMet = 'atMost' in bound ? value <= bound.atMost : value >= bound.atLeast;
  const limit = 'atMost' in bound ? `≤ ${formatNumber(bound.atMost)}` : `≥ ${formatNumber(bound.atLeast)}`;
  return { isMet, text: `${label ? `${label} ` : ''}${limit} ${bound.unit} ${isMet ? '✓' : '✗'}` };
}

export function describeTargets(checks: readonly TargetCheck[]): string {
  return `target ${checks.map((check) => check.text).join(', ')}`;
}

export function formatNumber(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Latencies as "p50 1.23 / p95 4.56 / p99 7.89 ms". */
export function formatLatencies(figures: { p50Ms: number; p95Ms: number; p99Ms?: number }): string {
  const parts = [`p50 ${fixed(figures.p50Ms)}`, `p95 ${fixed(figures.p95Ms)}`];
  if (figures.p99Ms !== undefined) parts.push(`p99 ${fixed(figures.p99Ms)}`);
  return `${parts.join(' / ')} ms`;
}

function fixed(value: number): string {
  return value.toFixed(value < 100 ? 2 : 1);
}

/** Status counts as "201 × 3,120, 409 × 2". */
export function formatStatuses(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .sort(([first], [second]) => Number(first) - Number(second))
    .map(([status, count]) => `${status} × ${formatNumber(count)}`)
    .join(', ');
}
