import { describe, expect, it } from 'vitest';
import { type OverrideEntry, overrideLabel, overridesOnDay } from './day-overrides';

const entry = (values: Partial<OverrideEntry>): OverrideEntry => ({
  id: 'o',
  hostId: null,
  host: null,
  date: '2026-12-24',
  kind: 'REPLACE',
  startTime: '09:00',
  endTime: '13:00',
  note: null,
  ...values,
});

describe('overridesOnDay', () => {
  it('labels changed hours and extra openings the way the agenda shows them', () => {
    expect(overrideLabel(entry({}))).toBe('Horario especial: 09:00–13:00');
    expect(overrideLabel(entry({ kind: 'ADD', startTime: '10:00', endTime: '14:00' }))).toBe(
      'Horas extra: 10:00–14:00',
    );
    expect(overrideLabel(entry({ hostId: 'h', host: { id: 'h', name: 'Laura Pérez' } }))).toBe(
      'Horario especial (Laura Pérez): 09:00–13:00',
    );
  });

  it('keeps the day’s entries, clinic first, and a professional’s only when shown', () => {
    const entries = [
      entry({ id: 'host', hostId: 'h', host: { id: 'h', name: 'Laura' }, startTime: '08:00' }),
      entry({ id: 'clinic', startTime: '10:00' }),
      entry({ id: 'other-day', date: '2026-12-25' }),
    ];
    expect(overridesOnDay(entries, '2026-12-24').map((each) => each.id)).toEqual(['clinic', 'host']);
    expect(overridesOnDay(entries, '2026-12-24', ['x']).map((each) => each.id)).toEqual(['clinic']);
    expect(overridesOnDay(entries, '2026-12-25').map((each) => each.id)).toEqual(['other-day']);
  });
});
