import type { RecordEntryBody } from './record-content.schema';
import type { RecordStatus } from './record-entry.schema';

// The legal rules of a medical record: an entry is a draft until signed, only its
// author edits or signs the draft, a signed entry never changes again, and corrections are addenda
// appended under it. The API's use cases ask these functions and nothing else.

/** What an entry's rules need to know about it. */
export type RecordState = {
  status: RecordStatus;
  authorId: string;
  kind: RecordEntryBody['kind'];
};

export type RecordOperation =
  | { type: 'update'; actorId: string; kind: RecordEntryBody['kind'] }
  | { type: 'sign'; actorId: string }
  | { type: 'addendum'; actorId: string }
  | { type: 'attach'; actorId: string };

export type RecordRefusal = 'SIGNED' | 'NOT_AUTHOR' | 'KIND_CHANGE' | 'DRAFT_ADDENDUM';

/** Why `operation` may not be applied to the entry, or null when it may. */
export function recordOperationRefusal(entry: RecordState, operation: RecordOperation): RecordRefusal | null {
  switch (operation.type) {
    case 'update':
    case 'sign':
    case 'attach':
      if (entry.status === 'SIGNED') return 'SIGNED';
      if (entry.authorId !== operation.actorId) return 'NOT_AUTHOR';
      if (operation.type === 'update' && operation.kind !== entry.kind) return 'KIND_CHANGE';
      return null;
    case 'addendum':
      // Anyone of the clinic may add a correction under a signed entry; a draft is simply edited.
      return entry.status === 'SIGNED' ? null : 'DRAFT_ADDENDUM';
  }
}

/** Whether an entry may still change (its content, date, attachments). */
export const isRecordEditable = (status: RecordStatus): boolean => status === 'DRAFT';

/** A little slack for a client clock a few minutes ahead of the server's. */
export const OCCURRED_AT_SLACK_MS = 5 * 60_000;
const EARLIEST_OCCURRED_AT = Date.UTC(1970, 0, 1);

/**
 * Dates of an entry that cannot be true: it happened in the future, or a vaccine was given on a
 * day after the clinic's today. `today` is the clinic-local calendar day.
 */
export function recordDatesProblem(
  body: RecordEntryBody,
  occurredAt: Date,
  now: Date,
  today: string,
): 'OCCURRED_IN_FUTURE' | 'OCCURRED_TOO_EARLY' | 'GIVEN_IN_FUTURE' | null {
  if (occurredAt.getTime() > now.getTime() + OCCURRED_AT_SLACK_MS) return 'OCCURRED_IN_FUTURE';
  if (occurredAt.getTime() < EARLIEST_OCCURRED_AT) return 'OCCURRED_TOO_EARLY';
  if ((body.kind === 'VACCINATION' || body.kind === 'DEWORMING') && body.content.givenOn > today) {
    return 'GIVEN_IN_FUTURE';
  }
  return null;
}
