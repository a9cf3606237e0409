import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { bookingStatusLabel } from '@citavet/domain/bookings/booking-status';
import { PET_SPECIES_LABELS, type PetSpecies } from '@citavet/domain/pets/pet.schema';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';
import PDFDocument from 'pdfkit';

// The day sheet: one section per professional (each on its own page), a row per appointment with
// what the front desk needs at the counter. A4 portrait, the clinic's name on every page and
// 'Página N de M' at the foot, pdfkit's standard fonts (real, searchable text; WinAnsi has every
// Spanish letter).

export type DaySheet = {
  clinicName: string;
  date: string;
  timeZone: string;
  hosts: { name: string; bookings: readonly Booking[] }[];
};

const MARGIN = 40;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#cccccc';
const FONT_SIZE = 8.5;
const CELL_PADDING = 3;

const COLUMNS = [
  { title: 'Hora', width: 34 },
  { title: 'Cliente', width: 78 },
  { title: 'Teléfono', width: 80 },
  { title: 'Mascota', width: 72 },
  { title: 'Motivo', width: 96 },
  { title: 'Alertas', width: 70 },
  { title: 'Estado', width: 85 },
] as const;

const longDate = new Intl.DateTimeFormat('es', { dateStyle: 'full', timeZone: 'UTC' });

function wallTime(instant: string, timeZone: string): string {
  const minutes = instantToZonedParts(Date.parse(instant), timeZone).minutesOfDay;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function speciesLabel(species: string): string {
  return species in PET_SPECIES_LABELS ? PET_SPECIES_LABELS[species as PetSpecies] : species;
}

function cellsOf(booking: Booking, timeZone: string): string[] {
  const pet = booking.pet;
  return [
    wallTime(booking.startTime, timeZone),
    booking.client.name,
    booking.client.phone ?? '—',
    pet ? `${pet.name} (${speciesLabel(pet.species)})` : '—',
    booking.reason ?? booking.service.name,
    pet && pet.alerts.length > 0 ? pet.alerts.join(', ') : '—',
    bookingStatusLabel(booking.status),
  ];
}

export function renderDaySheetPdf(sheet: DaySheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + 24, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `Agenda del día ${sheet.date}`, Author: sheet.clinicName, Creator: 'Citavet' },
    lang: 'es-ES',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const day = longDate.format(new Date(`${sheet.date}T00:00:00Z`));
  sheet.hosts.forEach((host, index) => {
    if (index > 0) doc.addPage();
    writeHostSection(doc, host, day, sheet.timeZone);
  });
  if (sheet.hosts.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor(MUTED).text('No hay profesionales en esta agenda.');
  }
  writePageFrames(doc, sheet.clinicName, day);
  doc.end();
  return done;
}

function writeHostSection(
  doc: PDFKit.PDFDocument,
  host: DaySheet['hosts'][number],
  day: string,
  timeZone: string,
) {
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(host.name);
  const count = host.bookings.length;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${day} · ${count} ${count === 1 ? 'cita' : 'citas'}`);
  doc.moveDown(0.6);
  if (count === 0) {
    doc.fontSize(10).fillColor(MUTED).text('Sin citas este día.');
    return;
  }
  writeRow(
    doc,
    COLUMNS.map((column) => column.title),
    true,
  );
  for (const booking of host.bookings) {
    const cells = cellsOf(booking, timeZone);
    if (doc.y + rowHeight(doc, cells) > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(`${host.name} (continuación)`);
      doc.moveDown(0.4);
      writeRow(
        doc,
        COLUMNS.map((column) => column.title),
        true,
      );
    }
    writeRow(doc, cells, false);
  }
}

function rowHeight(doc: PDFKit.PDFDocument, cells: readonly string[]): number {
  doc.font('Helvetica').fontSize(FONT_SIZE);
  const heights = cells.map((cell, index) =>
    doc.heightOfString(cell, { width: (COLUMNS[index]?.width ?? 60) - 2 * CELL_PADDING }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

function writeRow(doc: PDFKit.PDFDocument, cells: readonly string[], isHeader: boolean) {
  const top = doc.y;
  const height = rowHeight(doc, cells);
  if (isHeader) doc.rect(MARGIN, top, tableWidth(), height).fill('#eeeeee');
  let left = MARGIN;
  doc
    .font(isHeader ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(FONT_SIZE)
    .fillColor(INK);
  cells.forEach((cell, index) => {
    const width = COLUMNS[index]?.width ?? 60;
    doc.text(cell, left + CELL_PADDING, top + CELL_PADDING, { width: width - 2 * CELL_PADDING });
    left += width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + tableWidth(), top + height)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

function tableWidth(): number {
  return COLUMNS.reduce((sum, column) => sum + column.width, 0);
}

/** The clinic's name and the day on top of every page, 'Página N de M' at the foot. */
function writePageFrames(doc: PDFKit.PDFDocument, clinicName: string, day: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    // Writing in the margins would otherwise start a new page.
    doc.page.margins = { ...margins, top: 0, bottom: 0 };
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(clinicName, MARGIN, MARGIN, { width: tableWidth() * 0.6, lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Agenda del día · ${day}`, MARGIN, MARGIN, { width: tableWidth(), align: 'right' });
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Página ${index - start + 1} de ${count}`, MARGIN, doc.page.height - bottom + 4, {
        width: tableWidth(),
        align: 'center',
      });
    doc.page.margins = margins;
  }
}
