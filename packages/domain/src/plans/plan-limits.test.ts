import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  judgeAddition,
  keptUnderLimit,
  type LimitedThing,
  limitMessage,
  usageAlertReached,
  usageLabel,
} from './plan-limits';
import { localMonthOf, monthWindowAround } from './plan-month';
import { annualPriceOf, findPlan, PLANS } from './plans';

const THINGS: LimitedThing[] = ['services', 'users', 'professionals', 'monthlyAppointments'];

describe('the limit rule', () => {
  it('lets one more in exactly when limits are off, the plan has none, or fewer than the limit exist', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLANS),
        fc.constantFrom(...THINGS),
        fc.nat(3_000),
        fc.boolean(),
        (plan, thing, used, areLimitsOn) => {
          const limit = plan.limits[thing];
          const oracle = !areLimitsOn || limit === null || used < limit;
          const verdict = judgeAddition(plan, thing, used, areLimitsOn);
          expect(verdict.ok).toBe(oracle);
          if (!verdict.ok) expect(verdict.message).toContain(plan.name);
        },
      ),
    );
  });

  it('refuses on Gratuito the third service, the second user and professional, the 1,001st appointment', () => {
    const free = findPlan('gratuito');
    expect(judgeAddition(free, 'services', 1, true).ok).toBe(true);
    expect(judgeAddition(free, 'services', 2, true)).toEqual({
      ok: false,
      message: limitMessage(free, 'services'),
    });
    expect(judgeAddition(free, 'users', 1, true).ok).toBe(false);
    expect(judgeAddition(free, 'professionals', 1, true).ok).toBe(false);
    expect(judgeAddition(free, 'monthlyAppointments', 999, true).ok).toBe(true);
    expect(judgeAddition(free, 'monthlyAppointments', 1_000, true).ok).toBe(false);
    expect(limitMessage(free, 'services')).toBe(
      'El plan Gratuito permite hasta 2 servicios activos. Pasa a Premium o pruébalo 14 días gratis, sin tarjeta, en Configuración › Plan y uso.',
    );
    expect(judgeAddition(findPlan('premium'), 'users', 5, true).ok).toBe(false);
    expect(limitMessage(findPlan('premium'), 'users')).toContain('Empresarial');
  });

  it('keeps the active items created first, up to the limit', () => {
    const item = fc.record({ id: fc.uuid(), createdAt: fc.nat(1_000), isActive: fc.boolean() });
    fc.assert(
      fc.property(
        fc.uniqueArray(item, { selector: (i) => i.id, maxLength: 12 }),
        fc.option(fc.nat(5)),
        (items, limit) => {
          const kept = keptUnderLimit(items, limit);
          const active = items.filter((i) => i.isActive);
          const order = (a: (typeof items)[number], b: (typeof items)[number]) =>
            a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1);
          // Oracle: every active item that fewer than `limit` active items precede.
          const oracle = active.filter((candidate) => {
            const before = active.filter(
              (other) => other !== candidate && order(other, candidate) < 0,
            ).length;
            return limit === null || before < limit;
          });
          expect([...kept].sort()).toEqual(oracle.map((i) => i.id).sort());
        },
      ),
    );
  });

  it('writes counts the Spanish way: 1.000, 312 de 1.000', () => {
    expect(formatCount(1000)).toBe('1.000');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(usageLabel('monthlyAppointments', 312, 1000)).toBe('Citas este mes: 312 de 1.000');
    expect(usageLabel('services', 2, 2)).toBe('Servicios: 2 de 2');
    expect(usageLabel('users', 1, 1)).toBe('Usuarios: 1 de 1');
    expect(usageLabel('services', 7, null)).toBe('Servicios: 7 (ilimitados)');
  });

  it('alerts at 80 % and at 100 % of the monthly appointments', () => {
    fc.assert(
      fc.property(fc.nat(2_000), fc.option(fc.integer({ min: 1, max: 2_000 })), (used, limit) => {
        const reached = usageAlertReached(used, limit);
        const oracle = limit === null ? null : used >= limit ? 100 : used / limit >= 0.8 ? 80 : null;
        expect(reached).toBe(oracle);
      }),
    );
    expect(usageAlertReached(799, 1000)).toBeNull();
    expect(usageAlertReached(800, 1000)).toBe(80);
    expect(usageAlertReached(1000, 1000)).toBe(100);
  });

  it('prices a Premium year at 20 % off: 29.99 × 12 × 0.8 = 287.90', () => {
    expect(annualPriceOf(findPlan('premium'))).toBe(287.9);
    expect(annualPriceOf(findPlan('gratuito'))).toBe(0);
    expect(annualPriceOf(findPlan('empresa'))).toBeNull();
  });
});

/** The local month by Intl directly: the brute-force oracle of the month window. */
function intlMonth(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}`;
}

describe('the monthly count in the clinic zone', () => {
  // Months with a DST change, and month ends next to one (Santiago changes at local midnight).
  const zones = [
    'Europe/Madrid',
    'America/Santiago',
    'America/New_York',
    'America/Bogota',
    'Australia/Lord_Howe',
  ];
  const around = fc.integer({
    min: Date.parse('2025-01-01T00:00:00Z'),
    max: Date.parse('2027-12-31T00:00:00Z'),
  });

  it('counts an appointment in the month of its clinic-local start, whatever the DST days', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        around,
        fc.array(around, { maxLength: 40 }),
        (zone, instant, starts) => {
          const window = monthWindowAround(instant, zone);
          expect(window.month).toBe(intlMonth(instant, zone));
          const counted = starts.filter((start) => start >= window.startAt && start < window.endAt).length;
          const oracle = starts.filter((start) => intlMonth(start, zone) === window.month).length;
          expect(counted).toBe(oracle);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('puts the last minute before the month boundary and the first after it in different months', () => {
    for (const zone of zones) {
      for (const month of ['2026-03', '2026-04', '2026-09', '2026-10', '2026-11']) {
        const start = monthWindowAround(Date.parse(`${month}-15T12:00:00Z`), zone).startAt;
        expect(localMonthOf(start, zone)).toBe(month);
        expect(localMonthOf(start - 60_000, zone)).not.toBe(month);
      }
    }
  });
});
