import { type AllergyConflict, allergyConflictText } from '@citavet/domain/records/drug-allergy';
import type { PrescriptionContent } from '@citavet/domain/records/record-content.schema';
import { prescriptionItemText } from '@citavet/domain/records/record-lines';
import { PDF_FONT } from '../../../pdf/pdf-fonts';
import type { DocumentSubjects } from './document-subjects';
import {
  createRecordPdf,
  field,
  INK,
  MARGIN,
  spanishDateTime,
  writePageFooters,
  writePetBlock,
  writeSignature,
} from './record-pdf';

export type PrescriptionDocument = {
  content: PrescriptionContent;
  localDateTime: string;
  /** The pet's alerts ('Alergia a la penicilina'), printed where the pharmacist reads the drugs. */
  alerts: readonly string[];
  /** The last weight recorded at or before the prescription, for the doses. */
  weightKg: number | null;
  /** Conflicts with the alerts that the signer confirmed when signing. */
  allergyOverride: { conflicts: AllergyConflict[]; confirmedByName: string } | null;
  signer: { name: string; signedAt: string | null; licenseNumber: string | null };
};

const kilograms = new Intl.NumberFormat('es', { maximumFractionDigits: 3 });

/** Receta: the drugs one per line (name, then concentration, dose, route, frequency, duration, quantity). */
export function prescriptionPdf(subjects: DocumentSubjects, prescription: PrescriptionDocument) {
  const doc = createRecordPdf('Receta veterinaria', subjects.clinic);
  writePageFooters(doc, `Receta de ${subjects.pet.name}`);
  field(doc, 'Fecha', spanishDateTime(prescription.localDateTime));
  doc.moveDown(0.5);
  writePetBlock(doc, subjects.pet, subjects.owner);
  field(
    doc,
    'Peso',
    prescription.weightKg === null ? 'sin registrar' : `${kilograms.format(prescription.weightKg)} kg`,
  );
  field(
    doc,
    'Alertas',
    prescription.alerts.length > 0 ? prescription.alerts.join(' · ') : 'ninguna registrada',
  );
  if (prescription.allergyOverride) {
    doc
      .font(PDF_FONT.bold)
      .fontSize(10)
      .fillColor('#b91c1c')
      .text(
        `Prescrito pese a la alerta (confirmado por ${prescription.allergyOverride.confirmedByName}): ${prescription.allergyOverride.conflicts.map(allergyConflictText).join('; ')}`,
        MARGIN,
        doc.y,
      )
      .fillColor(INK);
  }
  doc.moveDown(0.5);
  doc.font(PDF_FONT.bold).fontSize(12).fillColor(INK).text('Rp/', MARGIN, doc.y);
  doc.moveDown(0.3);
  prescription.content.items.forEach((item, index) => {
    doc
      .font(PDF_FONT.bold)
      .fontSize(11)
      .text(`${index + 1}. ${item.drug}`, MARGIN, doc.y);
    doc
      .font(PDF_FONT.regular)
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
