import { describe, expect, it } from 'vitest';
import { STATUS_LEGEND, statusColors } from './booking-status-colors';

describe('booking status colours', () => {
  it('paints each status with its theme colour, and anything unknown grey', () => {
    expect(statusColors('CONFIRMED').solid).toBe('bg-success');
    expect(statusColors('PENDING').solid).toBe('bg-warning');
    expect(statusColors('COMPLETED').solid).toBe('bg-info');
    expect(statusColors('CANCELLED').block).toContain('line-through');
    expect(statusColors('NO_SHOW').solid).toBe('bg-coral-strong');
    expect(statusColors('NO_SHOWN').solid).toBe('bg-slate-400');
    // An inherited property name is not a status either.
    expect(statusColors('toString').solid).toBe('bg-slate-400');
  });

  it('gives a badge and a chart the same status the same colour', () => {
    expect(statusColors('CONFIRMED')).toMatchObject({ tone: 'success', chart: '#16a34a' });
    expect(statusColors('NO_SHOW')).toMatchObject({ tone: 'accent', chart: '#c2412f' });
    expect(statusColors('CHECKED_IN').tone).toBe('primary');
    expect(statusColors('NO_SHOWN')).toMatchObject({ tone: 'neutral', chart: '#64748b' });
  });

  it('lists every status in the legend, the unknown one last', () => {
    expect(STATUS_LEGEND.map((entry) => entry.key)).toEqual([
      'PENDING',
      'CONFIRMED',
      'CHECKED_IN',
      'IN_CONSULTATION',
      'COMPLETED',
      'NO_SHOW',
      'CANCELLED',
      'OTHER',
    ]);
    expect(STATUS_LEGEND.at(-1)).toEqual({ key: 'OTHER', label: 'Otro estado', solid: 'bg-slate-400' });
  });
});
