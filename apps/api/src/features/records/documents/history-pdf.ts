import { RECORD_STATUS_LABELS, type RecordEntry } from '@citavet/domain/records/record-entry.schema';
import { recordLines } from '@citavet/domain/records/record-lines';
import { recordTitle } from '@citavet/domain/records/record-summary';
import { PDF_FONT } from '../../../pdf/pdf-fonts';
import type { DocumentSubjects } from './document-subjects';
import {
  createRecordPdf,
  field,
  INK,
  MARGIN,
  rule,
  spanishDate,
  spanishDateTime,
  writePageFooters,
  writePetBlock,
} from './record-pdf';

const MUTED = '#555555';

/** The history's first page: header, pet, and the period it covers. */
export function startHistoryPdf(
  subjects: DocumentSubjects,
  period: { from: string | null; to: string | null },
  today: string,
) {
  const doc = createRecordPdf('Historia clínica', subjects.clinic);
  writePageFooters(doc, `Historia clínica de ${subjects.pet.name} (${subjects.owner.name})`);
  field(doc, 'Fecha de emisión', spanishDate(today));
  const periodText =
    period.from && period.to
      ? `del ${spanishDate(period.from)} al ${spanishDate(period.to)}`
      : period.from
        ? `desde el ${spanishDate(period.from)}`
        : period.to
          ? `hasta el ${spanishDate(period.to)}`
          : 'completa';
  field(doc, 'Periodo', periodText);
  doc.moveDown(0.5);
  writePetBlock(doc, subjects.pet, subjects.owner);
  return doc;
}

/**
 * One entry: title, date, author and state, its lines, attachments' names and addenda under it.
 * Written with as few font changes as possible: in pdfkit each `font()` call costs about as much
 * as a line of text, and a history has thousands of lines (bench/records.bench.ts).
 */
export function writeHistoryEntry(doc: PDFKit.PDFDocument, entry: RecordEntry) {
  if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
  doc.font(PDF_FONT.bold).fontSize(11).fillColor(INK).text(recordTitle(entry), MARGIN, doc.y);
  const signature =
    entry.signedBy && entry.signedAt ? `firmada por ${entry.signedBy.name}` : RECORD_STATUS_LABELS.DRAFT;
  doc
    .font(PDF_FONT.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${spanishDateTime(entry.localDateTime)} · ${entry.author.name} · ${signature}`);
  const lines = recordLines(entry).map((line) => `${line.label}: ${line.value}`);
  if (entry.attachments.length > 0) {
    lines.push(`Adjuntos: ${entry.attachments.map((attachment) => attachment.fileName).join(', ')}`);
  }
  doc
    .fontSize(10)
    .fillColor(INK)
    .text(lines.join('\n'), MARGIN, doc.y + 3);
  if (entry.addenda.length > 0) {
    const addenda = entry.addenda.map(
      (addendum) =>
        `Adenda (${spanishDateTime(addendum.localDateTime)}, ${addendum.author.name}): ${addendum.text}`,
    );
    doc
      .font(PDF_FONT.italic)
      .fontSize(9)
      .text(addenda.join('\n'), MARGIN + 14, doc.y + 2);
  }
  doc.moveDown(0.5);
  rule(doc);
}
