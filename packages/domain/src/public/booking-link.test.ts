import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookingLinkSearch, parseBookingLink as parseParams } from './booking-link';

/** A query string read as URLSearchParams would (the domain has no DOM types to use it). */
function paramsOf(search: string) {
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=');
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    if (!values.has(decode(name))) values.set(decode(name), decode(value));
  }
  return { get: (name: string) => values.get(name) ?? null };
}
const parseBookingLink = (search: string) => parseParams(paramsOf(search));

describe('parseBookingLink', () => {
  it('reads the service, the start (as an ISO UTC instant) and the professional', () => {
    expect(
      parseBookingLink('?servicio=s-1&inicio=2026-11-27T10%3A30%3A00%2B01%3A00&profesional=h-2'),
    ).toEqual({
      serviceId: 's-1',
      startAt: '2026-11-27T09:30:00.000Z',
      hostId: 'h-2',
    });
  });

  it('keeps a reminder’s link (the service only) as it was', () => {
    expect(parseBookingLink('?servicio=s-1')).toEqual({ serviceId: 's-1', startAt: null, hostId: null });
  });

  it('ignores an invalid start or professional and keeps the rest', () => {
    for (const start of ['mañana', '2026-11-27', '2026-11-27T10:30', '2026-13-40T10:30:00Z', '']) {
      const link = parseBookingLink(`?servicio=s-1&inicio=${encodeURIComponent(start)}&profesional=h-2`);
      expect(link, start).toEqual({ serviceId: 's-1', startAt: null, hostId: 'h-2' });
    }
    expect(parseBookingLink(`?servicio=s-1&profesional=${'x'.repeat(101)}`)?.hostId).toBeNull();
    expect(parseBookingLink('?servicio=s-1&profesional=%20%20')?.hostId).toBeNull();
  });

  it('is nothing without a valid service', () => {
    expect(parseBookingLink('')).toBeNull();
    expect(parseBookingLink('?inicio=2026-11-27T09:30:00Z&profesional=h-2')).toBeNull();
    expect(parseBookingLink('?servicio=')).toBeNull();
    expect(parseBookingLink(`?servicio=${'s'.repeat(101)}`)).toBeNull();
  });

  it('reads back what bookingLinkSearch writes', () => {
    const link = { serviceId: 's-1', startAt: '2026-11-27T09:30:00.000Z', hostId: 'h-2' };
    expect(parseBookingLink(bookingLinkSearch(link))).toEqual(link);
    expect(bookingLinkSearch({ serviceId: 's 1&x' })).toBe('?servicio=s%201%26x');
  });
});

// The oracle: the zod schemas parseBookingLink used before it left zod out of the clinic page's first
// load (decision 065). Same answers for any service, start and professional.
describe('parseBookingLink without zod', () => {
  const IdSchema = z.string().trim().min(1).max(100);
  const StartSchema = z.iso.datetime({ offset: true });
  const oracle = (params: Record<string, string | null>) => {
    const service = IdSchema.safeParse(params.servicio);
    if (!service.success) return null;
    const start = StartSchema.safeParse(params.inicio);
    const host = IdSchema.safeParse(params.profesional);
    return {
      serviceId: service.data,
      startAt: start.success ? new Date(start.data).toISOString() : null,
      hostId: host.success ? host.data : null,
    };
  };
  const digits = (length: number) =>
    fc
      .array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length })
      .map((d) => d.join(''));
  // Near-valid instants reach every branch of the pattern (days per month, leap years, offsets):
  // mostly valid parts, so that whole valid instants are common, and sometimes a broken one.
  const part = (valid: string[], invalid: string[]) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...valid), weight: 5 },
      { arbitrary: fc.constantFrom(...invalid), weight: 1 },
    );
  const instant = fc
    .tuple(
      fc.oneof(digits(4), fc.constantFrom('2000', '1900', '1600', '1601', '2024', '2026', '2100')),
      part(['01', '02', '04', '11', '12'], ['13', '00', '1']),
      part(['01', '09', '28', '29', '30', '31'], ['32', '00', '1']),
      part(['T'], [' ', 't']),
      part(['00', '09', '23'], ['24', '1']),
      part(['00', '59'], ['60']),
      part([':00', ':59'], [':60', '', ':5']),
      part(['', '.1', '.123456'], ['.', '.x']),
      part(['Z', '+01:00', '-23:59'], ['z', '+24:00', '+0100', '+01', '']),
    )
    .map((parts) => {
      const [year, month, day, separator, hour, minute, second, fraction, offset] = parts;
      return `${year}-${month}-${day}${separator}${hour}:${minute}${second}${fraction}${offset}`;
    });
  const id = fc.oneof(
    fc.string({ maxLength: 110 }),
    fc.constantFrom(
      '',
      '  ',
      ' s-1 ',
      '\u00a0x\u00a0',
      'a'.repeat(100),
      ` ${'a'.repeat(100)} `,
      'a'.repeat(101),
    ),
  );
  const value = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

  it('answers as the zod schemas did', () => {
    fc.assert(
      fc.property(
        value(id),
        value(fc.oneof(instant, fc.string({ maxLength: 40 }))),
        value(id),
        (servicio, inicio, profesional) => {
          const params = { servicio, inicio, profesional };
          const names = { servicio, inicio, profesional } as Record<string, string | null>;
          expect(parseParams({ get: (name) => names[name] ?? null })).toEqual(oracle(params));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
