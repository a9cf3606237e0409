import { choosePaymentDate } from '@citavet/domain/charges/business-date';
import type { CreateChargeBody } from '@citavet/domain/charges/charge.schema';
import {
  CHARGE_CURRENCIES,
  type ChargeCurrency,
  chargeProblem,
  computeCharge,
  QUANTITY_SCALE,
} from '@citavet/domain/charges/charge-money';
import { type ChargeAccount, judgePayment } from '@citavet/domain/charges/charge-payments';
import { canDoChargeAction } from '@citavet/domain/charges/charge-permissions';
import { todayIn } from '@citavet/domain/public/public-slot';
import type { AppDependencies } from '../../app-dependencies';
import { auditIpHash } from '../../audit/audit-ip';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { type ChargeActor, requireChargeAction } from './charge-access';
import { chargeProblemError, paymentRefusalError, translateDatabaseRefusal } from './charge-failures';
import { effectiveSettings } from './charge-settings';
import { chargeView } from './charge-view';
import { findChargeContext, issueCharge } from './charges.repository';
import { paymentDateError } from './payment-date';

const CURRENCY_MISMATCH_MESSAGE = 'La moneda del pago no coincide con la del cobro';

/**
 * Issues a charge: judged whole first (booking, client, pet, lines, taxes, discounts, payments)
 * from one read, then written in one statement with its receipt number, its payments and its
 * audit row (docs/decisions/080-charges-figures.md: three round trips with the session's).
 */
export async function createCharge(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  body: CreateChargeBody,
) {
  const db = deps.database.db;
  const role = await requireChargeAction(db, spaceId, actor.userId, 'CHARGE');
  if (body.payments?.length && !canDoChargeAction(role, 'TAKE_PAYMENT')) {
    throw forbidden('No tienes permiso para registrar pagos', 'FORBIDDEN');
  }
  const now = deps.clock.now();
  const serviceIds = [...new Set(body.lines.flatMap((line) => (line.serviceId ? [line.serviceId] : [])))];
  const askedDays = [
    ...new Set(
      (body.payments ?? []).flatMap((payment) => (payment.businessDate ? [payment.businessDate] : [])),
    ),
  ];
  // Today is the clinic's, known only once the space is read: ask about the three days it may be.
  const aroundNow = [-1, 0, 1].map((offset) => todayIn('UTC', now.getTime() + offset * 86_400_000));
  const context = await findChargeContext(deps.database, {
    spaceId,
    userId: actor.userId,
    bookingId: body.bookingId ?? null,
    clientId: body.clientId ?? null,
    petId: body.petId ?? null,
    serviceIds,
    days: [...new Set([...askedDays, ...aroundNow])],
  });
  if (!context) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const { space, booking, client, pet } = context;
  const settings = effectiveSettings(space);

  if (body.bookingId && !booking) throw notFound('Reserva no encontrada', 'BOOKING_NOT_FOUND');
  if (booking?.status === 'CANCELLED') {
    throw conflict('No se puede cobrar una cita cancelada', 'CHARGE_FOR_CANCELLED_BOOKING');
  }
  if ((body.clientId ?? booking?.clientId) && !client)
    throw notFound('Cliente no encontrado', 'CLIENT_NOT_FOUND');
  if ((body.petId ?? booking?.petId) && !pet) throw notFound('Mascota no encontrada', 'PET_NOT_FOUND');
  if (pet && client && pet.clientId !== client.id) {
    throw badRequest('La mascota no es de este cliente', 'PET_NOT_OF_CLIENT');
  }

  const currency = (body.currency ?? booking?.serviceCurrency ?? space.defaultCurrency) as ChargeCurrency;
  if (!CHARGE_CURRENCIES.includes(currency)) throw badRequest('Moneda inválida', 'VALIDATION_ERROR');
  if (booking && body.currency && body.currency !== booking.serviceCurrency) {
    throw badRequest('La moneda del cobro no coincide con la de la cita', 'CURRENCY_MISMATCH');
  }

  const allowedRates = new Set([0, ...settings.taxRates.map((rate) => rate.rateBp)]);
  for (const [index, line] of body.lines.entries()) {
    if (!allowedRates.has(line.taxRateBp)) {
      throw badRequest(
        `La tasa de impuesto no está configurada en el espacio (línea ${index + 1})`,
        'INVALID_CHARGE',
      );
    }
  }
  if (serviceIds.some((id) => !context.knownServices.has(id)))
    throw notFound('Servicio no encontrado', 'SERVICE_NOT_FOUND');

  const lines = body.lines.map((line) => ({
    quantityMilli: Math.round(line.quantity * QUANTITY_SCALE),
    unitPrice: line.unitPrice,
    discount: line.discount ?? null,
    taxRateBp: line.taxRateBp,
  }));
  const problem = chargeProblem(lines, body.discount ?? null);
  if (problem) throw chargeProblemError(problem);
  const figures = computeCharge(lines, body.discount ?? null, settings.pricesIncludeTax);

  // The payments, judged one after another against what is still due.
  const account: ChargeAccount = { total: figures.total, credited: 0, paid: 0, refunded: 0, isVoided: false };
  const today = todayIn(space.timeZone, now.getTime());
  const judgedPayments = (body.payments ?? []).map((payment) => {
    if (payment.currency && payment.currency !== currency)
      throw badRequest(CURRENCY_MISMATCH_MESSAGE, 'CURRENCY_MISMATCH');
    const judged = judgePayment(account, payment.amount, payment.method);
    if (!judged.ok) throw paymentRefusalError(judged);
    account.paid += judged.applied;
    const day = choosePaymentDate(today, payment.businessDate, (date) => context.closedDays.has(date));
    if (!day.ok) throw paymentDateError(day.reason);
    return { ...payment, applied: judged.applied, change: judged.change, businessDate: day.date };
  });

  // The charge and its lines as written, and again (with their ids) in the answer.
  const charge = {
    spaceId,
    clientId: client?.id ?? null,
    clientName: client?.name ?? booking?.clientName ?? null,
    petId: pet?.id ?? null,
    petName: pet?.name ?? null,
    bookingId: booking?.id ?? null,
    currency,
    pricesIncludeTax: settings.pricesIncludeTax,
    discount: body.discount ?? null,
    note: body.note ?? null,
    subtotal: figures.subtotal,
    discountTotal: figures.discountTotal,
    taxTotal: figures.taxTotal,
    total: figures.total,
    taxByRate: figures.taxByRate,
    createdBy: actor.userId,
    createdByName: actor.name,
    createdAt: now,
  };
  const lineRows = body.lines.map((line, position) => {
    const f = figures.lines[position] as (typeof figures.lines)[number];
    return {
      position,
      kind: line.kind,
      serviceId: line.serviceId ?? null,
      description: line.description,
      quantityMilli: (lines[position] as (typeof lines)[number]).quantityMilli,
      unitPrice: line.unitPrice,
      discount: line.discount ?? null,
      taxRateBp: line.taxRateBp,
      gross: f.gross,
      discountAmount: f.lineDiscount + f.totalDiscountShare,
      net: f.net,
      tax: f.tax,
      total: f.total,
    };
  });

  try {
    const issued = await issueCharge(deps.database, {
      charge,
      lines: lineRows,
      payments: judgedPayments.map((payment) => ({
        method: payment.method,
        methodLabel: payment.method === 'OTHER' ? (payment.methodLabel ?? null) : null,
        amount: payment.applied,
        changeGiven: payment.change,
        businessDate: payment.businessDate,
      })),
      audit: {
        ipHash: auditIpHash(actor.ip),
        details: { total: figures.total, currency, payments: judgedPayments.length },
      },
    });
    // The answer from what was just written: a new charge has no credit note and no void.
    return chargeView({
      charge: { ...charge, id: issued.id, receiptNumber: issued.receipt_number },
      lines: lineRows.map((line) => ({ ...line, chargeId: issued.id })),
      payments: judgedPayments.map((payment, index) => ({
        id: issued.payment_ids[index] as string,
        seq: 0,
        spaceId,
        chargeId: issued.id,
        creditNoteId: null,
        direction: 'IN',
        method: payment.method,
        methodLabel: payment.method === 'OTHER' ? (payment.methodLabel ?? null) : null,
        currency,
        amount: payment.applied,
        changeGiven: payment.change,
        businessDate: payment.businessDate,
        takenBy: actor.userId,
        takenByName: actor.name,
        takenAt: now,
      })),
      balance: {
        chargeId: issued.id,
        spaceId,
        clientId: client?.id ?? null,
        currency,
        chargedAt: now,
        total: figures.total,
        credited: 0,
        paid: account.paid,
        refunded: 0,
        isVoided: false,
        outstanding: figures.total - account.paid,
      },
      creditNotes: [],
      voidReason: null,
    });
  } catch (error) {
    translateDatabaseRefusal(error);
  }
}
