import {
  PET_SEX_LABELS,
  PET_SPECIES_LABELS,
  type PetSex,
  type PetSpecies,
} from '@citavet/domain/pets/pet.schema';
import PDFDocument from 'pdfkit';
import { PDF_FONT, registerPdfFonts } from '../../../pdf/pdf-fonts';

// The frame every record document shares (A4, the clinic's letterhead with its logo and address,
// the pet and its owner), set in the embedded Inter (apps/api/src/pdf/pdf-fonts.ts): real text a
// reader can search and copy, symbols included (≤ ≥ µ ± ° ½ €).

export type ClinicHeader = {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
  /** PNG or JPEG bytes of the logo, ready for pdfkit. */
  logo: Buffer | null;
};

export type PetHeader = {
  name: string;
  species: PetSpecies;
  breed: string | null;
  sex: PetSex;
  birthDate: string | null;
  microchip: string | null;
};

export type OwnerHeader = { name: string; phone: string | null; email: string | null };

export const MARGIN = 50;
const MUTED = '#555555';
const RULE = '#cccccc';
export const INK = '#111111';

const longDate = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-03-02' → '2 de marzo de 2026' (a calendar date, read in no time zone). */
export function spanishDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

/** '2026-03-02' → '02/03/2026' (for narrow table columns). */
export function spanishShortDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** '2026-03-02 09:30' (clinic-local) → '2 de marzo de 2026, 09:30'. */
export function spanishDateTime(localDateTime: string): string {
  const [date = '', time = ''] = localDateTime.split(' ');
  return `${spanishDate(date)}, ${time}`;
}

export function createRecordPdf(title: string, clinic: ClinicHeader): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: title, Author: clinic.name, Creator: 'Citavet' },
    lang: 'es-ES',
    displayTitle: true,
  });
  registerPdfFonts(doc);
  writeLetterhead(doc, clinic);
  doc.moveDown(1).fillColor(INK).font(PDF_FONT.bold).fontSize(16).text(title, { align: 'left' });
  doc.moveDown(0.5);
  return doc;
}

/**
 * 'Historia clínica · Luna · Página 2' at the foot of this page and of every page added after it.
 * Documents are streamed, so the total page count is unknown while a page is written: each page
 * says its own number only.
 */
export function writePageFooters(doc: PDFKit.PDFDocument, label: string) {
  let pageNumber = 0;
  const writeFooter = () => {
    pageNumber += 1;
    const { x, y } = doc;
    const bottom = doc.page.margins.bottom;
    // Written inside the bottom margin: without lifting it, pdfkit would start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(PDF_FONT.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${label} · Página ${pageNumber}`, MARGIN, doc.page.height - MARGIN + 16, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
    doc.x = x;
    doc.y = y;
    doc.fillColor(INK);
  };
  writeFooter();
  doc.on('pageAdded', writeFooter);
}

function writeLetterhead(doc: PDFKit.PDFDocument, clinic: ClinicHeader) {
  const top = doc.y;
  let textLeft = MARGIN;
  if (clinic.logo) {
    try {
      doc.image(clinic.logo, MARGIN, top, { fit: [64, 64] });
      textLeft = MARGIN + 76;
    } catch {
      // A logo pdfkit cannot read leaves the letterhead as text only.
    }
  }
  const width = doc.page.width - MARGIN - textLeft;
  doc.fillColor(INK).font(PDF_FONT.bold).fontSize(14).text(clinic.name, textLeft, top, { width });
  const place = [clinic.address, clinic.city, clinic.state, clinic.country].filter(Boolean).join(', ');
  const contact = [clinic.phone && `Tel. ${clinic.phone}`, clinic.email].filter(Boolean).join(' · ');
  doc.font(PDF_FONT.regular).fontSize(9).fillColor(MUTED);
  if (place) doc.text(place, textLeft, doc.y, { width });
  if (contact) doc.text(contact, textLeft, doc.y, { width });
  doc.y = Math.max(doc.y, clinic.logo ? top + 68 : doc.y) + 6;
  rule(doc);
}

export function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.5);
}

/** Label and value on one line ("Especie: Perro"); nothing when the value is empty. */
export function field(doc: PDFKit.PDFDocument, label: string, value: string | number | null | undefined) {
  if (value === null || value === undefined || value === '') return;
  doc.font(PDF_FONT.bold).fontSize(10).fillColor(INK).text(`${label}: `, MARGIN, doc.y, { continued: true });
  doc.font(PDF_FONT.regular).text(String(value));
}

export function writePetBlock(doc: PDFKit.PDFDocument, pet: PetHeader, owner: OwnerHeader) {
  doc.font(PDF_FONT.bold).fontSize(11).fillColor(INK).text('Paciente', MARGIN, doc.y);
  field(doc, 'Nombre', pet.name);
  field(doc, 'Especie', PET_SPECIES_LABELS[pet.species]);
  field(doc, 'Raza', pet.breed);
  field(doc, 'Sexo', PET_SEX_LABELS[pet.sex]);
  field(doc, 'Fecha de nacimiento', pet.birthDate ? spanishDate(pet.birthDate) : null);
  field(doc, 'Microchip', pet.microchip);
  doc.moveDown(0.4);
  doc.font(PDF_FONT.bold).fontSize(11).text('Propietario', MARGIN, doc.y);
  field(doc, 'Nombre', owner.name);
  field(doc, 'Teléfono', owner.phone);
  field(doc, 'Email', owner.email);
  doc.moveDown(0.5);
  rule(doc);
}

/** The signing professional's line at the end of a document. */
export function writeSignature(
  doc: PDFKit.PDFDocument,
  signer: { name: string; signedAt: string | null; licenseNumber?: string | null },
) {
  doc.moveDown(2);
  if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
  doc
    .font(PDF_FONT.regular)
    .fontSize(10)
    .fillColor(INK)
    .text('______________________________', MARGIN, doc.y);
  doc.font(PDF_FONT.bold).text(signer.name || 'Profesional');
  if (signer.licenseNumber) doc.font(PDF_FONT.regular).text(`Matrícula profesional: ${signer.licenseNumber}`);
  if (signer.signedAt)
    doc
      .font(PDF_FONT.regular)
      .fillColor(MUTED)
      .text(`Firmado el ${spanishDateTime(signer.signedAt)}`);
}

/** The buffered document (small documents: a prescription, a card, an e-mail attachment). */
export function pdfToBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
