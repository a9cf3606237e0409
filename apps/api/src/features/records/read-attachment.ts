import type { Readable } from 'node:stream';
import { isUuid } from '@citavet/domain/api/uuid';
import { RECORD_ATTACHMENT_MESSAGES } from '@citavet/domain/records/record-attachment-rules';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { auditRecordView, type RequestActor, requireRecordPet } from './record-access';
import { findAttachment } from './record-details.repository';

/** A record's file for a member of the space; reading it is a view of the record (audited). */
export async function readAttachment(
  deps: AppDependencies,
  actor: RequestActor,
  ids: { spaceId: string; petId: string; recordId: string; attachmentId: string },
): Promise<{ body: Readable; mimeType: string; fileName: string; fileSize: number }> {
  const { db } = deps.database;
  const pet = await requireRecordPet(db, ids.spaceId, ids.petId, actor.userId);
  const attachment =
    isUuid(ids.recordId) && isUuid(ids.attachmentId)
      ? await findAttachment(db, ids.spaceId, ids.petId, ids.recordId, ids.attachmentId)
      : null;
  if (!attachment || !(await deps.storage.exists(attachment.storageKey))) {
    throw notFound(RECORD_ATTACHMENT_MESSAGES.notFound, 'ATTACHMENT_NOT_FOUND');
  }
  await auditRecordView(db, actor, ids.spaceId, pet, { view: 'attachment', recordId: ids.recordId });
  return {
    body: await deps.storage.read(attachment.storageKey),
    mimeType: attachment.mimeType,
    fileName: attachment.originalName,
    fileSize: attachment.fileSize,
  };
}
