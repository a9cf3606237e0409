import type { RecordEntryBody } from '@citavet/domain/records/record-content.schema';
import type { RecordEntry } from '@citavet/domain/records/record-entry.schema';
import { recordSearchText } from '@citavet/domain/records/record-summary';
import { dateTimeFormat } from '@citavet/domain/time/date-time-formats';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';
import type { AddendumDetail, AttachmentDetail, RecordRow, RecordValues } from './records.repository';

/**
 * Clinic-local 'YYYY-MM-DD HH:mm' of an instant. A page of the timeline formats dozens and the
 * history PDF thousands: one Intl formatter per zone, kept by dateTimeFormat (the same reading of
 * the zone as packages/domain/src/time/zoned-time.ts, which the tests compare it with).
 */
export function localDateTime(instant: Date, timeZone: string): string {
  const formatter = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part: Record<string, string> = {};
  for (const { type, value } of formatter.formatToParts(instant)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The domain's reading of the same instant (for the test that both agree). */
export const domainLocalDateTime = (instant: Date, timeZone: string) => {
  const parts = instantToZonedParts(instant.getTime(), timeZone);
  return `${parts.date} ${parts.time}`;
};

/** The columns an entry's body fills (content plus what is kept apart for search and the chart). */
export function recordValues(body: RecordEntryBody, occurredAt: Date): RecordValues {
  const weight = body.kind === 'CONSULTATION' ? body.content.exam.weightKg : null;
  return {
    kind: body.kind,
    content: body.content as Record<string, unknown>,
    searchText: recordSearchText(body),
    weightKg: weight === null ? null : String(weight),
    occurredAt,
  };
}

export function presentRecord(
  row: RecordRow,
  addenda: readonly AddendumDetail[],
  attachments: readonly AttachmentDetail[],
  timeZone: string,
): RecordEntry {
  return {
    id: row.id,
    petId: row.petId,
    kind: row.kind,
    status: row.status,
    content: row.content,
    occurredAt: row.occurredAt.toISOString(),
    localDateTime: localDateTime(row.occurredAt, timeZone),
    bookingId: row.bookingId,
    author: { id: row.authorId ?? '', name: row.authorName },
    signedBy: row.signedAt ? { id: row.signedById ?? '', name: row.signedByName ?? '' } : null,
    signedAt: row.signedAt?.toISOString() ?? null,
    allergyOverride: row.allergyOverride ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    addenda: addenda
      .filter((addendum) => addendum.recordId === row.id)
      .map((addendum) => ({
        id: addendum.id,
        text: addendum.text,
        author: { id: addendum.authorId ?? '', name: addendum.authorName },
        createdAt: addendum.createdAt.toISOString(),
        localDateTime: localDateTime(addendum.createdAt, timeZone),
      })),
    attachments: attachments
      .filter((attachment) => attachment.recordId === row.id)
      .map((attachment) => ({
        id: attachment.id,
        fileName: attachment.originalName,
        mimeType: attachment.mimeType,
        fileSize: attachment.fileSize,
        createdAt: attachment.createdAt.toISOString(),
      })),
  } as RecordEntry;
}
