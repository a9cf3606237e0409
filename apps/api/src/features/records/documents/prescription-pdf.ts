import type { PrescriptionContent } from '@citavet/domain/records/record-content.schema';
import { prescriptionItemText } from '@citavet/domain/records/record-lines';
import type { DocumentSubjects } from './document-subjects';
import {
  createRecordPdf,
  field,
  INK,
  MARGIN,
  spanishDateTime,
  writePetBlock,
  writeSignature,
} from './record-pdf';

export type PrescriptionDocument = {
  content: PrescriptionContent;
  localDateTime: string;
  signer: { name: string; signedAt: string | null };
};

/** Receta: the drugs one per line (name, then concentration, dose, route, frequency, duration, quantity). */
export function prescriptionPdf(subjects: DocumentSubjects, prescription: PrescriptionDocument) {
  const doc = createRecordPdf('Receta veterinaria', subjects.clinic);
  field(doc, 'Fecha', spanishDateTime(prescription.localDateTime));
  doc.moveDown(0.5);
  writePetBlock(doc, subjects.pet, subjects.owner);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Rp/', MARGIN, doc.y);
  doc.moveDown(0.3);
  prescription.content.items.forEach((item, index) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`${index + 1}. ${item.drug}`, MARGIN, doc.y);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(prescriptionItemText(item), MARGIN + 14, doc.y);
    doc.moveDown(0.4);
  });
  if (prescription.content.notes) {
    doc.moveDown(0.3);
    field(doc, 'Observaciones', prescription.content.notes);
  }
  writeSignature(doc, prescription.signer);
  return doc;
}
