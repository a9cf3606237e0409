import { IMMUNIZATION_STATUS_LABELS, type VaccinationCard } from '@citavet/domain/records/vaccination-card';
import { PDF_FONT } from '../../../pdf/pdf-fonts';
import type { DocumentSubjects } from './document-subjects';
import {
  createRecordPdf,
  field,
  INK,
  MARGIN,
  rule,
  spanishDate,
  spanishShortDate,
  writePageFooters,
  writePetBlock,
} from './record-pdf';

const COLUMNS = [
  { title: 'Fecha', width: 78 },
  { title: 'Tipo', width: 62 },
  { title: 'Producto', width: 110 },
  { title: 'Laboratorio / lote', width: 110 },
  { title: 'Próxima dosis', width: 78 },
  { title: 'Estado', width: 57 },
];

/** Carnet de vacunación: every signed vaccine and dewormer, with what is due and overdue. */
export function vaccinationCardPdf(subjects: DocumentSubjects, card: VaccinationCard) {
  const doc = createRecordPdf('Carnet de vacunación', subjects.clinic);
  writePageFooters(doc, `Carnet de vacunación de ${subjects.pet.name}`);
  field(doc, 'Fecha de emisión', spanishDate(card.today));
  doc.moveDown(0.5);
  writePetBlock(doc, subjects.pet, subjects.owner);
  const row = (cells: string[], isHeader = false, color = INK) => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const top = doc.y;
    let left = MARGIN;
    let bottom = top;
    doc.font(isHeader ? PDF_FONT.bold : PDF_FONT.regular).fontSize(9);
    cells.forEach((cell, index) => {
      const width = COLUMNS[index]?.width ?? 60;
      doc.fillColor(index === 5 ? color : INK).text(cell, left, top, { width: width - 6 });
      bottom = Math.max(bottom, doc.y);
      left += width;
    });
    doc.y = bottom + 4;
  };
  row(
    COLUMNS.map((column) => column.title),
    true,
  );
  rule(doc);
  if (card.lines.length === 0)
    doc.font(PDF_FONT.regular).fontSize(10).text('Sin vacunas ni desparasitaciones firmadas.', MARGIN, doc.y);
  for (const line of card.lines) {
    row(
      [
        spanishShortDate(line.givenOn),
        line.kind === 'VACCINATION' ? 'Vacuna' : 'Desparasitación',
        [line.product, line.dose].filter(Boolean).join(' · '),
        [line.laboratory, line.lot && `Lote ${line.lot}`].filter(Boolean).join(' · '),
        line.nextDueOn ? spanishShortDate(line.nextDueOn) : '—',
        IMMUNIZATION_STATUS_LABELS[line.status],
      ],
      false,
      line.status === 'OVERDUE' ? '#b91c1c' : INK,
    );
  }
  return doc;
}
