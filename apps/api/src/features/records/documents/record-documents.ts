import type { Readable } from 'node:stream';
import type { PrescriptionContent } from '@citavet/domain/records/record-content.schema';
import {
  type HistoryPdfQuery,
  PRESCRIPTION_ONLY_MESSAGE,
  SIGN_BEFORE_PRINT_MESSAGE,
} from '@citavet/domain/records/record-entry.schema';
import { addDays, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import type { AppDependencies } from '../../../app-dependencies';
import { insertAuditEvent } from '../../../audit/audit.repository';
import { badRequest, conflict } from '../../../http/app-error';
import { PDF_FONT } from '../../../pdf/pdf-fonts';
import { readVaccinationCard } from '../get-vaccination-card';
import {
  clinicCalendar,
  clinicCalendarOfSpace,
  type RequestActor,
  requireRecord,
  requireRecordPet,
} from '../record-access';
import { localDateTime, presentRecord } from '../record-values';
import type { RecordRow } from '../records.repository';
import { listRecordsChronological } from '../records-history.repository';
import { type DocumentSubjects, loadDocumentSubjects } from './document-subjects';
import { startHistoryPdf, writeHistoryEntry } from './history-pdf';
import { prescriptionPdf } from './prescription-pdf';
import { findPrescriptionContext } from './record-documents.repository';
import { pdfToBuffer } from './record-pdf';
import { vaccinationCardPdf } from './vaccination-card-pdf';

export type RecordDocument = 'prescription' | 'vaccinations' | 'history';

async function auditDocument(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  pet: { id: string; clientId: string },
  document: RecordDocument,
  recordId?: string,
) {
  await insertAuditEvent(deps.database.db, {
    spaceId,
    actorUserId: actor.userId,
    action: 'RECORD_DOCUMENT_DOWNLOADED',
    subjectType: recordId ? 'record' : 'pet',
    subjectId: recordId ?? pet.id,
    petId: pet.id,
    clientId: pet.clientId,
    ip: actor.ip,
    details: { document },
  });
}

/** A signed prescription of the pet, and the subjects its document prints. */
export async function loadPrescription(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  recordId: string,
) {
  const { db } = deps.database;
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId);
  const record = await requireRecord(db, spaceId, petId, recordId);
  if (record.kind !== 'PRESCRIPTION') throw badRequest(PRESCRIPTION_ONLY_MESSAGE, 'NOT_A_PRESCRIPTION');
  if (record.status !== 'SIGNED') throw conflict(SIGN_BEFORE_PRINT_MESSAGE, 'RECORD_NOT_SIGNED');
  const [subjects, context] = await Promise.all([
    loadDocumentSubjects(deps, spaceId, petId),
    findPrescriptionContext(db, spaceId, petId, record.signedById ?? record.authorId, record.occurredAt),
  ]);
  return { pet, record, subjects, context };
}

export function renderPrescription(
  subjects: DocumentSubjects,
  record: RecordRow,
  context: PrescriptionContext,
): Promise<Buffer> {
  return pdfToBuffer(
    prescriptionPdf(subjects, {
      content: record.content as PrescriptionContent,
      localDateTime: localDateTime(record.occurredAt, subjects.timeZone),
      alerts: context.alerts,
      weightKg: context.weightKg,
      allergyOverride: record.allergyOverride ?? null,
      signer: {
        name: record.signedByName ?? record.authorName,
        signedAt: record.signedAt ? localDateTime(record.signedAt, subjects.timeZone) : null,
        licenseNumber: context.licenseNumber,
      },
    }),
  );
}

type PrescriptionContext = Awaited<ReturnType<typeof findPrescriptionContext>>;

export async function downloadPrescription(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  recordId: string,
) {
  const { pet, record, subjects, context } = await loadPrescription(deps, actor, spaceId, petId, recordId);
  const pdf = await renderPrescription(subjects, record, context);
  await auditDocument(deps, actor, spaceId, pet, 'prescription', record.id);
  return {
    pdf,
    fileName: `receta-${subjects.pet.name}-${localDateTime(record.occurredAt, subjects.timeZone).slice(0, 10)}.pdf`,
  };
}

export async function renderVaccinationCard(deps: AppDependencies, spaceId: string, petId: string) {
  const { today } = await clinicCalendarOfSpace(deps.database.db, spaceId, deps.clock.now());
  const subjects = await loadDocumentSubjects(deps, spaceId, petId);
  const card = await readVaccinationCard(deps.database.db, spaceId, petId, today);
  return { subjects, pdf: await pdfToBuffer(vaccinationCardPdf(subjects, card)) };
}

export async function downloadVaccinationCard(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
) {
  const pet = await requireRecordPet(deps.database.db, spaceId, petId, actor.userId);
  const { subjects, pdf } = await renderVaccinationCard(deps, spaceId, petId);
  await auditDocument(deps, actor, spaceId, pet, 'vaccinations');
  return { pdf, fileName: `carnet-vacunacion-${subjects.pet.name}.pdf` };
}

/** Entries read per query while the history PDF is written: memory stays flat whatever the record's size. */
const HISTORY_PAGE = 100;
/** Bytes of PDF the writer may get ahead of the client before it waits for it to read. */
const HISTORY_BUFFER_BYTES = 1024 * 1024;

/**
 * The pet's whole history (or the clinic-local days `from`..`to`) as a PDF stream: entries are
 * read a page at a time, oldest first, and written as the client reads.
 */
export async function streamHistory(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  query: HistoryPdfQuery,
): Promise<{ stream: Readable; fileName: string }> {
  const { db } = deps.database;
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId);
  const { timeZone, today } = clinicCalendar(pet, deps.clock.now());
  const subjects = await loadDocumentSubjects(deps, spaceId, petId);
  await auditDocument(deps, actor, spaceId, pet, 'history');
  const from = query.from ? new Date(startOfLocalDay(query.from, timeZone)) : null;
  const to = query.to ? new Date(startOfLocalDay(addDays(query.to, 1), timeZone)) : null;
  const doc = startHistoryPdf(subjects, { from: query.from ?? null, to: query.to ?? null }, today);
  const write = async () => {
    let after: { occurredAt: Date; id: string } | null = null;
    let count = 0;
    for (;;) {
      const { rows, addenda, attachments } = await listRecordsChronological(db, spaceId, petId, {
        from,
        to,
        after,
        limit: HISTORY_PAGE,
      });
      if (rows.length === 0) break;
      for (const row of rows) writeHistoryEntry(doc, presentRecord(row, addenda, attachments, timeZone));
      count += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < HISTORY_PAGE) break;
      after = { occurredAt: last.occurredAt, id: last.id };
      await roomToWrite(doc);
    }
    if (count === 0) doc.font(PDF_FONT.regular).fontSize(10).text('Sin entradas en este periodo.');
    doc.end();
  };
  write().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return { stream: doc, fileName: `historia-clinica-${subjects.pet.name}.pdf` };
}

/** Waits while the client is more than HISTORY_BUFFER_BYTES behind (or has gone). */
async function roomToWrite(doc: PDFKit.PDFDocument) {
  while (doc.readableLength > HISTORY_BUFFER_BYTES && !doc.destroyed) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (doc.destroyed) throw new Error('history download closed');
}
