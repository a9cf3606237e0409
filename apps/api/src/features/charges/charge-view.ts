import type { Charge, ChargeSummary } from '@citavet/domain/charges/charge.schema';
import type { ChargeCurrency } from '@citavet/domain/charges/charge-money';
import { QUANTITY_SCALE } from '@citavet/domain/charges/charge-money';
import type { ChargeDetail, listChargeSummaries } from './charges.repository';

// A charge as the API answers it: its issued figures and what its payments, credit notes and void
// made of it (from the balance row the triggers keep).

export function statusOf(balance: { isVoided: boolean; outstanding: number | null }): Charge['status'] {
  if (balance.isVoided) return 'VOIDED';
  return (balance.outstanding ?? 0) > 0 ? 'OPEN' : 'PAID';
}

export function chargeView(detail: ChargeDetail): Charge {
  const { charge, balance } = detail;
  return {
    id: charge.id,
    receiptNumber: charge.receiptNumber,
    createdAt: charge.createdAt.toISOString(),
    createdByName: charge.createdByName,
    currency: charge.currency as ChargeCurrency,
    clientId: charge.clientId,
    clientName: charge.clientName,
    petId: charge.petId,
    petName: charge.petName,
    bookingId: charge.bookingId,
    pricesIncludeTax: charge.pricesIncludeTax,
    discount: charge.discount,
    note: charge.note,
    lines: detail.lines.map((line) => ({
      kind: line.kind,
      serviceId: line.serviceId,
      description: line.description,
      quantity: line.quantityMilli / QUANTITY_SCALE,
      unitPrice: line.unitPrice,
      discount: line.discount,
      taxRateBp: line.taxRateBp,
      gross: line.gross,
      discountAmount: line.discountAmount,
      net: line.net,
      tax: line.tax,
      total: line.total,
    })),
    subtotal: charge.subtotal,
    discountTotal: charge.discountTotal,
    taxTotal: charge.taxTotal,
    total: charge.total,
    credited: balance.credited,
    paid: balance.paid,
    refunded: balance.refunded,
    due: balance.outstanding ?? 0,
    status: statusOf(balance),
    voidReason: detail.voidReason,
    payments: detail.payments.map((payment) => ({
      id: payment.id,
      direction: payment.direction,
      method: payment.method,
      methodLabel: payment.methodLabel,
      amount: payment.amount,
      change: payment.changeGiven,
      businessDate: payment.businessDate,
      takenByName: payment.takenByName,
      takenAt: payment.takenAt.toISOString(),
    })),
    creditNotes: detail.creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      amount: note.amount,
      reason: note.reason,
      createdAt: note.createdAt.toISOString(),
    })),
  };
}

type SummaryRow = Awaited<ReturnType<typeof listChargeSummaries>>[number];

export function chargeSummaryView(row: SummaryRow): ChargeSummary {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    createdAt: row.createdAt.toISOString(),
    currency: row.currency as ChargeCurrency,
    clientName: row.clientName,
    petName: row.petName,
    bookingId: row.bookingId,
    total: row.total,
    due: row.outstanding ?? 0,
    status: statusOf(row),
  };
}
