import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECORD_KINDS, type RecordKind } from './record-content.schema';
import { type RecordOperation, recordOperationRefusal } from './record-rules';

// A model of the record API (what a request may do to one entry) driven only by the rules: no
// sequence of requests, by any member, changes what a signed entry says; addenda only grow.

type ModelEntry = {
  status: 'DRAFT' | 'SIGNED';
  authorId: string;
  kind: RecordKind;
  content: string;
  attachments: string[];
  signedBy: string | null;
  addenda: string[];
};

const actors = ['author', 'colleague', 'admin'] as const;

const operationArbitrary = fc.oneof(
  fc.record({
    type: fc.constant('update' as const),
    actorId: fc.constantFrom(...actors),
    kind: fc.constantFrom(...RECORD_KINDS),
    content: fc.string({ maxLength: 5 }),
  }),
  fc.record({ type: fc.constant('sign' as const), actorId: fc.constantFrom(...actors) }),
  fc.record({
    type: fc.constant('addendum' as const),
    actorId: fc.constantFrom(...actors),
    text: fc.string({ maxLength: 5 }),
  }),
  fc.record({
    type: fc.constant('attach' as const),
    actorId: fc.constantFrom(...actors),
    file: fc.string({ maxLength: 5 }),
  }),
);
type ModelOperation = RecordOperation & { content?: string; text?: string; file?: string };

function apply(entry: ModelEntry, operation: ModelOperation): ModelEntry {
  if (recordOperationRefusal(entry, operation)) return entry;
  switch (operation.type) {
    case 'update':
      return { ...entry, content: operation.content ?? '' };
    case 'sign':
      return { ...entry, status: 'SIGNED', signedBy: operation.actorId };
    case 'addendum':
      return { ...entry, addenda: [...entry.addenda, operation.text ?? ''] };
    case 'attach':
      return { ...entry, attachments: [...entry.attachments, operation.file ?? ''] };
  }
}

const signedPart = ({ addenda: _addenda, ...rest }: ModelEntry) => rest;

describe('recordOperationRefusal', () => {
  it('lets no sequence of requests change a signed entry (addenda only append)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RECORD_KINDS),
        fc.array(operationArbitrary, { maxLength: 30 }),
        (kind, operations) => {
          let entry: ModelEntry = {
            status: 'DRAFT',
            authorId: 'author',
            kind,
            content: 'inicial',
            attachments: [],
            signedBy: null,
            addenda: [],
          };
          let signed: ModelEntry | null = null;
          for (const operation of operations) {
            const before = entry;
            entry = apply(entry, operation);
            if (signed) {
              expect(signedPart(entry)).toEqual(signedPart(signed));
              expect(entry.addenda.slice(0, before.addenda.length)).toEqual(before.addenda);
            }
            if (!signed && entry.status === 'SIGNED') signed = entry;
          }
          // Only the author ever signs, and addenda exist only under a signed entry.
          if (entry.signedBy) expect(entry.signedBy).toBe('author');
          if (entry.status === 'DRAFT') expect(entry.addenda).toEqual([]);
        },
      ),
    );
  });

  it('names the reason of each refusal', () => {
    const draft = { status: 'DRAFT' as const, authorId: 'a', kind: 'NOTE' as const };
    const signed = { ...draft, status: 'SIGNED' as const };
    expect(recordOperationRefusal(draft, { type: 'update', actorId: 'a', kind: 'NOTE' })).toBeNull();
    expect(recordOperationRefusal(draft, { type: 'update', actorId: 'b', kind: 'NOTE' })).toBe('NOT_AUTHOR');
    expect(recordOperationRefusal(draft, { type: 'update', actorId: 'a', kind: 'LAB_RESULT' })).toBe(
      'KIND_CHANGE',
    );
    expect(recordOperationRefusal(draft, { type: 'addendum', actorId: 'a' })).toBe('DRAFT_ADDENDUM');
    expect(recordOperationRefusal(signed, { type: 'update', actorId: 'a', kind: 'NOTE' })).toBe('SIGNED');
    expect(recordOperationRefusal(signed, { type: 'sign', actorId: 'a' })).toBe('SIGNED');
    expect(recordOperationRefusal(signed, { type: 'attach', actorId: 'a' })).toBe('SIGNED');
    expect(recordOperationRefusal(signed, { type: 'addendum', actorId: 'b' })).toBeNull();
  });
});
