import type { Charge } from '@citavet/domain/charges/charge.schema';
import { type ChargeCurrency, formatMoney } from '@citavet/domain/charges/charge-money';
import { PAYMENT_METHOD_LABELS } from '@citavet/domain/charges/charge-payments';
import { dateTimeFormat } from '@citavet/domain/time/date-time-formats';
import PDFDocument from 'pdfkit';
import { registerPdfFonts } from '../../pdf/pdf-fonts';

// The receipt as a PDF (A4, real text in Inter): the clinic, the client and pet, the lines with
// their discounts and taxes, the payments, credit notes and what is still owed. It is a receipt,
// not a tax invoice, and says so (docs/decisions/071-charges.md says where e-invoicing plugs in).

export type ReceiptClinic = {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
};

export const NOT_A_TAX_INVOICE = 'Este documento es un recibo de pago y no es una factura fiscal.';

const MARGIN = 50;
const INK = '#111111';
const MUTED = '#555555';

const dateFormat = (timeZone: string) =>
  dateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone });

function percent(bp: number): string {
  return `${(bp / 100).toLocaleString('es-ES', { maximumFractionDigits: 2 })} %`;
}

export async function renderReceiptPdf(
  charge: Charge,
  clinic: ReceiptClinic,
  timeZone: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `Recibo n.º ${charge.receiptNumber}`, Author: clinic.name, Creator: 'Citavet' },
    lang: 'es-ES',
    displayTitle: true,
  });
  // Inter, embedded with every glyph a clinic may type (≤ ≥ µ ± ° ½ €): apps/api/src/pdf/pdf-fonts.ts.
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const write = (text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}) => {
    if (x === undefined) doc.text(text, options);
    else doc.text(text, x, y, options);
  };
  const money = (amount: number) => formatMoney(amount, charge.currency as ChargeCurrency);
  const width = doc.page.width - 2 * MARGIN;

  doc.fillColor(INK).fontSize(14);
  write(clinic.name, MARGIN, MARGIN, { width });
  doc.fontSize(9).fillColor(MUTED);
  const place = [clinic.address, clinic.city, clinic.state, clinic.country].filter(Boolean).join(', ');
  const contact = [clinic.phone && `Tel. ${clinic.phone}`, clinic.email].filter(Boolean).join(' · ');
  if (place) write(place, MARGIN, doc.y, { width });
  if (contact) write(contact, MARGIN, doc.y, { width });
  doc.moveDown(1).fillColor(INK).fontSize(16);
  write(`Recibo n.º ${charge.receiptNumber}`, MARGIN, doc.y);
  doc.fontSize(10).fillColor(MUTED);
  write(dateFormat(timeZone).format(new Date(charge.createdAt)));
  if (charge.status === 'VOIDED') {
    doc.moveDown(0.3).fillColor('#b42318').fontSize(12);
    write(`ANULADO${charge.voidReason ? `: ${charge.voidReason}` : ''}`);
  }
  doc.moveDown(0.6).fillColor(INK).fontSize(10);
  if (charge.clientName) write(`Cliente: ${charge.clientName}`);
  if (charge.petName) write(`Mascota: ${charge.petName}`);
  write(`Atendido por: ${charge.createdByName}`);
  doc.moveDown(0.8);

  const columns = [
    { title: 'Descripción', x: MARGIN, w: 200, align: 'left' as const },
    { title: 'Cant.', x: MARGIN + 205, w: 40, align: 'right' as const },
    { title: 'Precio', x: MARGIN + 250, w: 70, align: 'right' as const },
    { title: 'Dto.', x: MARGIN + 325, w: 55, align: 'right' as const },
    { title: 'Imp.', x: MARGIN + 385, w: 40, align: 'right' as const },
    { title: 'Importe', x: MARGIN + 430, w: width - 430, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const top = doc.y;
    let bottom = top;
    doc.fontSize(9).fillColor(bold ? INK : INK);
    cells.forEach((cell, index) => {
      const column = columns[index] as (typeof columns)[number];
      write(cell, column.x, top, { width: column.w, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
  };
  doc.fillColor(MUTED);
  row(
    columns.map((c) => c.title),
    true,
  );
  for (const line of charge.lines) {
    row([
      line.description,
      line.quantity.toLocaleString('es-ES', { maximumFractionDigits: 3 }),
      money(line.unitPrice),
      line.discountAmount ? `−${money(line.discountAmount)}` : '',
      percent(line.taxRateBp),
      money(line.total),
    ]);
  }
  doc.moveDown(0.5);
  const total = (label: string, value: string, size = 10) => {
    const top = doc.y;
    doc.fontSize(size);
    write(label, MARGIN + 250, top, { width: 175, align: 'right' });
    write(value, MARGIN + 430, top, { width: width - 430, align: 'right' });
    doc.y = Math.max(doc.y, top + size + 4);
  };
  total('Subtotal', money(charge.subtotal));
  if (charge.discountTotal) total('Descuentos', `−${money(charge.discountTotal)}`);
  const byRate = new Map<number, { base: number; tax: number }>();
  for (const line of charge.lines) {
    const entry = byRate.get(line.taxRateBp) ?? { base: 0, tax: 0 };
    entry.base += line.net;
    entry.tax += line.tax;
    byRate.set(line.taxRateBp, entry);
  }
  for (const [rate, entry] of [...byRate.entries()].sort((a, b) => a[0] - b[0])) {
    total(`Base ${percent(rate)}`, money(entry.base));
    if (rate) total(`Impuesto ${percent(rate)}`, money(entry.tax));
  }
  total(`Total${charge.pricesIncludeTax ? ' (impuestos incluidos)' : ''}`, money(charge.total), 12);
  doc.moveDown(0.8);

  doc.fontSize(11).fillColor(INK);
  write('Pagos', MARGIN, doc.y);
  doc.fontSize(9);
  if (charge.payments.length === 0) write('Sin pagos registrados.');
  for (const payment of charge.payments) {
    const method = payment.methodLabel ?? PAYMENT_METHOD_LABELS[payment.method];
    const sign = payment.direction === 'OUT' ? 'Devolución' : 'Pago';
    const change = payment.change
      ? ` (entregado ${money(payment.amount + payment.change)}, cambio ${money(payment.change)})`
      : '';
    write(
      `${dateFormat(timeZone).format(new Date(payment.takenAt))} · ${sign} · ${method}: ${payment.direction === 'OUT' ? '−' : ''}${money(payment.amount)}${change}`,
    );
  }
  for (const note of charge.creditNotes) {
    write(`Nota de crédito n.º ${note.number}: −${money(note.amount)} (${note.reason})`);
  }
  doc.moveDown(0.5).fontSize(11);
  total('Pagado', money(charge.paid - charge.refunded), 11);
  total('Saldo pendiente', money(charge.due), 11);

  doc.moveDown(2).fontSize(9).fillColor(MUTED);
  write(NOT_A_TAX_INVOICE, MARGIN, doc.y, { width });
  doc.end();
  return done;
}
