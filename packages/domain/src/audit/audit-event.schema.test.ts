import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_LABELS,
  AuditActionSchema,
  AuditListQuerySchema,
  decodeAuditCursor,
  encodeAuditCursor,
} from './audit-event.schema';

describe('audit cursor', () => {
  it('decodes what it encodes, for any millisecond instant and id', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.uuid(),
        (createdAt, id) => {
          const decoded = decodeAuditCursor(encodeAuditCursor({ createdAt, id }));
          expect(decoded?.createdAt.getTime()).toBe(createdAt.getTime());
          expect(decoded?.id).toBe(id.toLowerCase());
        },
      ),
    );
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'abc',
      '12.',
      '.0b6c',
      '1.not-a-uuid',
      '-5.0b6c1f3e-8a42-4d1e-9c3a-3a1b2c3d4e5f',
    ]) {
      expect(decodeAuditCursor(text), text).toBeNull();
    }
  });
});

describe('AuditListQuerySchema', () => {
  it('defaults the page size and turns instants and the cursor into values', () => {
    const query = AuditListQuerySchema.parse({
      from: '2026-03-01T00:00:00-03:00',
      cursor: '1772366400000.0b6c1f3e-8a42-4d1e-9c3a-3a1b2c3d4e5f',
    });
    expect(query.limit).toBe(50);
    expect(query.from?.toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(query.cursor?.id).toBe('0b6c1f3e-8a42-4d1e-9c3a-3a1b2c3d4e5f');
  });

  it('has a Spanish label for every action', () => {
    for (const action of AuditActionSchema.options) expect(AUDIT_ACTION_LABELS[action]).toMatch(/\S/);
  });
});
