import { describe, expect, it } from 'vitest';
import {
  auditApiQuery,
  EMPTY_AUDIT_FILTERS,
  isDateRangeInverted,
  readAuditFilters,
  writeAuditFilters,
} from './audit-filters';

describe('audit filters', () => {
  it('turns clinic-local days into the instants of their midnights, DST days included', () => {
    const query = auditApiQuery(
      { ...EMPTY_AUDIT_FILTERS, fromDate: '2026-03-29', toDate: '2026-03-29' },
      'Europe/Madrid',
    );
    // 29 March 2026 is the spring-forward day in Madrid: 23 hours long.
    expect(query.get('from')).toBe('2026-03-28T23:00:00.000Z');
    expect(query.get('to')).toBe('2026-03-29T22:00:00.000Z');
    const montevideo = auditApiQuery(
      { ...EMPTY_AUDIT_FILTERS, fromDate: '2026-11-26' },
      'America/Montevideo',
    );
    expect(montevideo.get('from')).toBe('2026-11-26T03:00:00.000Z');
    expect(montevideo.has('to')).toBe(false);
  });

  it('reads back what it writes and drops what it cannot use', () => {
    const filters = {
      ...EMPTY_AUDIT_FILTERS,
      action: 'CLIENT_ERASED' as const,
      clientId: '0b6c1f3e-8a42-4d1e-9c3a-3a1b2c3d4e5f',
      fromDate: '2026-11-01',
    };
    expect(readAuditFilters(writeAuditFilters(filters))).toEqual(filters);
    expect(readAuditFilters(new URLSearchParams('action=DROP&fromDate=ayer'))).toEqual(EMPTY_AUDIT_FILTERS);
  });

  it('knows an inverted range', () => {
    expect(
      isDateRangeInverted({ ...EMPTY_AUDIT_FILTERS, fromDate: '2026-11-02', toDate: '2026-11-01' }),
    ).toBe(true);
    expect(
      isDateRangeInverted({ ...EMPTY_AUDIT_FILTERS, fromDate: '2026-11-01', toDate: '2026-11-01' }),
    ).toBe(false);
  });
});
