import type { Readable } from 'node:stream';
import { RECORD_ATTACHMENT_MESSAGES } from '@citavet/domain/records/record-attachment-rules';
import type { RecordEntry } from '@citavet/domain/records/record-entry.schema';
import type { Multipart } from '@fastify/multipart';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import type { AppError } from '../../http/app-error';
import { UploadSourceError } from '../../uploads/receive-upload';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import { settleStoredFiles } from '../../uploads/settle-stored-files';
import { assertStorageQuota } from '../../uploads/storage-quota';
import { fileTooLarge, hasErrorCode, invalidFile, unsupportedFileType } from '../../uploads/upload-errors';
import {
  assertRecordOperation,
  clinicCalendar,
  type RequestActor,
  requireRecord,
  requireRecordPet,
} from './record-access';
import { findRecordDetails, insertAttachments, lockSpaceForUpload } from './record-details.repository';
import { presentRecord } from './record-values';
import { type StoredAttachment, storeAttachmentFile } from './store-attachment-file';

const FILE_FIELDS = new Set(['files', 'files[]']);
type Accepted = StoredAttachment & { originalName: string };

function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, 255) || 'archivo';
}

/**
 * Lab PDFs and images added to a draft. Every file of the form must pass (magic bytes, size):
 * one refused file refuses the whole form and removes what was stored, so nothing is half-saved.
 */
export async function addAttachments(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  recordId: string,
  readParts: () => AsyncIterable<Multipart>,
): Promise<RecordEntry> {
  const { db } = deps.database;
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId, 'records.write');
  // Refused before a byte is read: a signed entry or someone else's draft.
  assertRecordOperation(await requireRecord(db, spaceId, petId, recordId), {
    type: 'attach',
    actorId: actor.userId,
  });
  const accepted = await receiveFiles(deps, spaceId, readParts());
  const keys = accepted.map((file) => file.storageKey);
  const now = deps.clock.now();
  try {
    await db.transaction(async (tx) => {
      const space = await lockSpaceForUpload(tx, spaceId);
      const record = await requireRecord(tx, spaceId, petId, recordId, { forUpdate: true });
      assertRecordOperation(record, { type: 'attach', actorId: actor.userId });
      const incomingBytes = accepted.reduce((total, file) => total + file.fileSize, 0);
      await assertStorageQuota(deps, tx, { id: spaceId, logoKey: space.logoKey }, incomingBytes);
      const rows = await insertAttachments(
        tx,
        accepted.map((file) => ({
          spaceId,
          petId,
          recordId,
          storageKey: file.storageKey,
          mimeType: file.mimeType,
          originalName: file.originalName,
          fileSize: file.fileSize,
          uploadedById: actor.userId,
        })),
        now,
      );
      for (const row of rows) {
        await insertAuditEvent(tx, {
          spaceId,
          actorUserId: actor.userId,
          action: 'RECORD_ATTACHMENT_ADDED',
          subjectType: 'record',
          subjectId: recordId,
          petId,
          clientId: pet.clientId,
          ip: actor.ip,
          details: { attachmentId: row.id, bytes: row.fileSize },
        });
      }
    });
  } catch (error) {
    await removeStoredFiles(deps, keys);
    throw error;
  }
  await settleStoredFiles(deps, keys);
  const { timeZone } = clinicCalendar(pet, now);
  const record = await requireRecord(db, spaceId, petId, recordId);
  const { addenda, attachments } = await findRecordDetails(db, spaceId, [recordId]);
  return presentRecord(record, addenda, attachments, timeZone);
}

async function receiveFiles(
  deps: AppDependencies,
  spaceId: string,
  parts: AsyncIterable<Multipart>,
): Promise<Accepted[]> {
  const accepted: Accepted[] = [];
  let refusal: AppError | undefined;
  let fileCount = 0;
  try {
    for await (const part of readParts(parts)) {
      if (part.type !== 'file') {
        refusal ??= invalidFile(RECORD_ATTACHMENT_MESSAGES.unknownField, 'UNKNOWN_FIELD');
        continue;
      }
      if (!FILE_FIELDS.has(part.fieldname))
        refusal ??= invalidFile(RECORD_ATTACHMENT_MESSAGES.unknownField, 'UNKNOWN_FIELD');
      if (refusal) {
        await drain(part.file);
        continue;
      }
      fileCount += 1;
      const outcome = await storeAttachmentFile(deps, spaceId, part.file);
      if (outcome.isStored) {
        accepted.push({ ...outcome.file, originalName: cleanFileName(part.filename) });
        continue;
      }
      refusal =
        outcome.problem === 'TOO_LARGE'
          ? fileTooLarge(outcome.reason, 'FILE_TOO_LARGE')
          : outcome.problem === 'UNREADABLE'
            ? invalidFile(outcome.reason, 'INVALID_FILE')
            : unsupportedFileType(outcome.reason, 'UNSUPPORTED_FILE_TYPE');
    }
    if (refusal) throw refusal;
    if (fileCount === 0) throw invalidFile(RECORD_ATTACHMENT_MESSAGES.missing, 'MEDIA_MISSING');
    return accepted;
  } catch (error) {
    await removeStoredFiles(
      deps,
      accepted.map((file) => file.storageKey),
    );
    if (error instanceof UploadSourceError)
      throw invalidFile(RECORD_ATTACHMENT_MESSAGES.invalidForm, 'INVALID_FORM');
    throw error;
  }
}

async function* readParts(parts: AsyncIterable<Multipart>): AsyncGenerator<Multipart> {
  try {
    yield* parts;
  } catch (error) {
    if (hasErrorCode(error, 'FST_FILES_LIMIT'))
      throw fileTooLarge(RECORD_ATTACHMENT_MESSAGES.tooMany, 'TOO_MANY_FILES');
    if (hasErrorCode(error, 'FST_FIELDS_LIMIT') || hasErrorCode(error, 'FST_PARTS_LIMIT')) {
      throw fileTooLarge(RECORD_ATTACHMENT_MESSAGES.tooMany, 'TOO_MANY_FIELDS');
    }
    throw invalidFile(RECORD_ATTACHMENT_MESSAGES.invalidForm, 'INVALID_FORM');
  }
}

async function drain(stream: Readable) {
  try {
    for await (const _chunk of stream) {
      // Read and dropped: the parser reaches the next part only after this one.
    }
  } catch (error) {
    throw new UploadSourceError(error);
  }
}
