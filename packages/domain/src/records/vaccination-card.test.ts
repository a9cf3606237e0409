import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMMUNIZATION_STATUS_LABELS,
  type Immunization,
  productKey,
  vaccinationCard,
} from './vaccination-card';

const day = (offset: number) =>
  new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

const application = (overrides: Partial<Immunization>): Immunization => ({
  recordId: '00000000-0000-4000-8000-000000000001',
  kind: 'VACCINATION',
  product: 'Rabia',
  laboratory: null,
  lot: null,
  dose: null,
  givenOn: day(0),
  nextDueOn: null,
  ...overrides,
});

describe('vaccinationCard', () => {
  it('reads a vaccine given today as up to date, never as still to be given', () => {
    const card = vaccinationCard([application({ givenOn: day(0), nextDueOn: day(365) })], day(0));
    const [line] = card.lines;
    expect(line?.status).toBe('DUE');
    expect(IMMUNIZATION_STATUS_LABELS[line?.status ?? 'GIVEN']).toBe('Al día');
    expect(Object.values(IMMUNIZATION_STATUS_LABELS)).not.toContain('Pendiente');
  });

  it('marks the latest dose of each product due or overdue, earlier ones given', () => {
    const card = vaccinationCard(
      [
        application({ recordId: 'a', product: 'Rabia', givenOn: day(0), nextDueOn: day(365) }),
        application({ recordId: 'b', product: 'rabia ', givenOn: day(365), nextDueOn: day(730) }),
        application({ recordId: 'c', product: 'Polivalente', givenOn: day(10), nextDueOn: day(40) }),
        application({
          recordId: 'd',
          kind: 'DEWORMING',
          product: 'Rabia',
          givenOn: day(5),
          nextDueOn: day(400),
        }),
        application({ recordId: 'e', product: 'Leishmania', givenOn: day(20) }),
      ],
      day(400),
    );
    expect(card.lines.map((line) => [line.recordId, line.status, line.daysUntilDue])).toEqual([
      ['b', 'DUE', 330],
      ['e', 'GIVEN', null],
      ['c', 'OVERDUE', -360],
      ['d', 'DUE', 0],
      ['a', 'GIVEN', null],
    ]);
    expect(card).toMatchObject({ overdueCount: 1, dueCount: 2, today: day(400) });
  });

  it('agrees with a brute-force reading of every product', () => {
    const applicationArbitrary = fc.record({
      recordId: fc.uuid(),
      kind: fc.constantFrom('VACCINATION' as const, 'DEWORMING' as const),
      product: fc.constantFrom('Rabia', 'RABIA', 'Rábia', 'Polivalente', 'Tos de las perreras'),
      laboratory: fc.constant(null),
      lot: fc.constant(null),
      dose: fc.constant(null),
      givenOn: fc.integer({ min: 0, max: 60 }).map(day),
      nextDueOn: fc.option(fc.integer({ min: 61, max: 120 }).map(day)),
    });
    fc.assert(
      fc.property(
        fc.array(applicationArbitrary, { maxLength: 12 }),
        fc.integer({ min: 0, max: 150 }),
        (list, t) => {
          const today = day(t);
          const card = vaccinationCard(list, today);
          expect(card.lines).toHaveLength(list.length);
          for (const line of card.lines) {
            // Oracle: a line is pending only when no application of the same product is later.
            const isLatest = list.every(
              (other) =>
                other === list.find((candidate) => candidate.recordId === line.recordId) ||
                productKey(other.kind, other.product) !== productKey(line.kind, line.product) ||
                other.givenOn < line.givenOn ||
                (other.givenOn === line.givenOn && other.recordId < line.recordId),
            );
            const expected =
              !isLatest || !line.nextDueOn ? 'GIVEN' : line.nextDueOn < today ? 'OVERDUE' : 'DUE';
            expect(line.status).toBe(expected);
          }
          expect(card.overdueCount).toBe(card.lines.filter((line) => line.status === 'OVERDUE').length);
        },
      ),
    );
  });
});
