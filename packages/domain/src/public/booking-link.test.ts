import { describe, expect, it } from 'vitest';
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
