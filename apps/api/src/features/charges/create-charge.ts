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
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { type ChargeActor, requireChargeAction } from './charge-access';
import { chargeProblemError, paymentRefusalError, translateDatabaseRefusal } from './charge-failures';
import { effectiveSettings } from './charge-settings';
import { chargeView } from './charge-view';
import {
  type ChargeSpaceFacts,
  findChargeContext,
  type IssuedCharge,
  issueCharge,
  type SpaceOfCharges,
} from './charges.repository';
import { paymentDateError } from './payment-date';

const CURRENCY_MISMATCH_MESSAGE = 'La moneda del pago no coincide con la del cobro';
/** Reads and writes of one charge before giving up, when what it was judged on keeps changing. */
const ATTEMPTS = 3;
/** Spaces whose facts a process remembers (emptied when full). */
const REMEMBERED_SPACES = 1_000;

/**
 * The facts each space's last charge was judged on (time zone, currency, country, tax settings), so
 * the next one is judged without reading them first. Only a hint: the issuing statement writes only
 * while they still hold, and otherwise the charge is read and judged again from the database.
 */
const rememberedFacts = new Map<string, ChargeSpaceFacts>();

function remember(spaceId: string, facts: ChargeSpaceFacts) {
  if (rememberedFacts.size >= REMEMBERED_SPACES && !rememberedFacts.has(spaceId)) rememberedFacts.clear();
  rememberedFacts.set(spaceId, facts);
}

function factsOf(space: SpaceOfCharges): ChargeSpaceFacts {
  return {
    timeZone: space.timeZone,
    defaultCurrency: space.defaultCurrency,
    country: space.country,
    settings: space.settings
      ? { pricesIncludeTax: space.settings.pricesIncludeTax, taxRates: space.settings.taxRates }
      : null,
  };
}

type Judged = ReturnType<typeof judgeMoney>;

/** Each line's tax rate must be one the space set (or its country suggests), or none. */
function checkTaxRates(body: CreateChargeBody, facts: ChargeSpaceFacts) {
  const allowedRates = new Set([0, ...effectiveSettings(facts).taxRates.map((rate) => rate.rateBp)]);
  for (const [index, line] of body.lines.entries()) {
    if (!allowedRates.has(line.taxRateBp)) {
      throw badRequest(
        `La tasa de impuesto no está configurada en el espacio (línea ${index + 1})`,
        'INVALID_CHARGE',
      );
    }
  }
}

/**
 * The money of a charge: lines, discounts, totals under the rounding rule, and its payments judged
 * one after another against what is still due, each on its cash day.
 */
function judgeMoney(
  body: CreateChargeBody,
  currency: ChargeCurrency,
  facts: ChargeSpaceFacts,
  now: Date,
  isClosed: (date: string) => boolean,
) {
  const { pricesIncludeTax } = effectiveSettings(facts);
  const lines = body.lines.map((line) => ({
    quantityMilli: Math.round(line.quantity * QUANTITY_SCALE),
    unitPrice: line.unitPrice,
    discount: line.discount ?? null,
    taxRateBp: line.taxRateBp,
  }));
  const problem = chargeProblem(lines, body.discount ?? null);
  if (problem) throw chargeProblemError(problem);
  const figures = computeCharge(lines, body.discount ?? null, pricesIncludeTax);

  // The payments, judged one after another against what is still due.
  const account: ChargeAccount = { total: figures.total, credited: 0, paid: 0, refunded: 0, isVoided: false };
  const today = todayIn(facts.timeZone, now.getTime());
  const payments = (body.payments ?? []).map((payment) => {
    if (payment.currency && payment.currency !== currency)
      throw badRequest(CURRENCY_MISMATCH_MESSAGE, 'CURRENCY_MISMATCH');
    const judged = judgePayment(account, payment.amount, payment.method);
    if (!judged.ok) throw paymentRefusalError(judged);
    account.paid += judged.applied;
    const day = choosePaymentDate(today, payment.businessDate, isClosed);
    if (!day.ok) throw paymentDateError(day.reason);
    return { ...payment, applied: judged.applied, change: judged.change, businessDate: day.date };
  });
  return { currency, pricesIncludeTax, lines, figures, payments, paid: account.paid };
}

/**
 * Judged on the facts the process remembers and on nothing read: the booking, client, pet,
 * services and the days' closes are left to the issuing statement's checks. Any refusal here is
 * not answered (it may come from a fact that changed): the charge is then read and judged again.
 */
function judgeOnRememberedFacts(body: CreateChargeBody, facts: ChargeSpaceFacts, now: Date): Judged | null {
  const currency = (body.currency ?? facts.defaultCurrency) as ChargeCurrency;
  if (!CHARGE_CURRENCIES.includes(currency)) return null;
  try {
    checkTaxRates(body, facts);
    return judgeMoney(body, currency, facts, now, () => false);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * Issues a charge: judged whole (booking, client, pet, lines, taxes, discounts, payments), then
 * written in one statement with its receipt number, its payments and its audit row, which checks
 * that what it was judged on still holds. With the space's facts remembered from its last charge,
 * that is the only statement besides the session's; otherwise, or when a check fails, the context
 * is read first and judged from it, which also answers every refusal
 * (docs/decisions/097-charge-balance-once.md).
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
  const issue = async (facts: ChargeSpaceFacts, judged: Judged) => {
    const rows = chargeRows(body, actor, spaceId, judged, now);
    try {
      const issued = await issueCharge(deps.database, {
        asked: {
          clientId: body.clientId ?? null,
          petId: body.petId ?? null,
          bookingId: body.bookingId ?? null,
        },
        facts,
        serviceIds,
        ...rows,
        audit: {
          ipHash: auditIpHash(actor.ip),
          details: {
            total: judged.figures.total,
            currency: judged.currency,
            payments: judged.payments.length,
          },
        },
      });
      return issued && answer(rows, actor, spaceId, judged, now, issued);
    } catch (error) {
      translateDatabaseRefusal(error);
    }
  };

  const remembered = rememberedFacts.get(spaceId);
  const hinted = remembered && judgeOnRememberedFacts(body, remembered, now);
  if (remembered && hinted) {
    const charge = await issue(remembered, hinted);
    if (charge) return charge;
  }

  const askedDays = [
    ...new Set(
      (body.payments ?? []).flatMap((payment) => (payment.businessDate ? [payment.businessDate] : [])),
    ),
  ];
  // Today is the clinic's, known only once the space is read: ask about the three days it may be.
  const aroundNow = [-1, 0, 1].map((offset) => todayIn('UTC', now.getTime() + offset * 86_400_000));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
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
    const facts = factsOf(space);
    remember(spaceId, facts);

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
    checkTaxRates(body, facts);
    if (serviceIds.some((id) => !context.knownServices.has(id)))
      throw notFound('Servicio no encontrado', 'SERVICE_NOT_FOUND');
    const judged = judgeMoney(body, currency, facts, now, (date) => context.closedDays.has(date));
    const charge = await issue(facts, judged);
    if (charge) return charge;
  }
  throw conflict('Los datos del cobro cambiaron mientras se emitía; inténtalo de nuevo', 'CONFLICT');
}

/** The charge, its lines and its payments as written. */
function chargeRows(body: CreateChargeBody, actor: ChargeActor, spaceId: string, judged: Judged, now: Date) {
  const { figures } = judged;
  return {
    charge: {
      spaceId,
      currency: judged.currency,
      pricesIncludeTax: judged.pricesIncludeTax,
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
    },
    lines: body.lines.map((line, position) => {
      const f = figures.lines[position] as (typeof figures.lines)[number];
      return {
        position,
        kind: line.kind,
        serviceId: line.serviceId ?? null,
        description: line.description,
        quantityMilli: (judged.lines[position] as (typeof judged.lines)[number]).quantityMilli,
        unitPrice: line.unitPrice,
        discount: line.discount ?? null,
        taxRateBp: line.taxRateBp,
        gross: f.gross,
        discountAmount: f.lineDiscount + f.totalDiscountShare,
        net: f.net,
        tax: f.tax,
        total: f.total,
      };
    }),
    payments: judged.payments.map((payment) => ({
      method: payment.method,
      methodLabel: payment.method === 'OTHER' ? (payment.methodLabel ?? null) : null,
      amount: payment.applied,
      changeGiven: payment.change,
      businessDate: payment.businessDate,
    })),
  };
}

/** The answer from what was just written: a new charge has no credit note and no void. */
function answer(
  rows: ReturnType<typeof chargeRows>,
  actor: ChargeActor,
  spaceId: string,
  judged: Judged,
  now: Date,
  issued: IssuedCharge,
) {
  const { currency, figures } = judged;
  return chargeView({
    charge: {
      ...rows.charge,
      id: issued.id,
      receiptNumber: issued.receipt_number,
      clientId: issued.client_id,
      clientName: issued.client_name,
      petId: issued.pet_id,
      petName: issued.pet_name,
      bookingId: issued.booking_id,
    },
    lines: rows.lines.map((line) => ({ ...line, chargeId: issued.id })),
    payments: judged.payments.map((payment, index) => ({
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
      clientId: issued.client_id,
      currency,
      chargedAt: now,
      total: figures.total,
      credited: 0,
      paid: judged.paid,
      refunded: 0,
      isVoided: false,
      outstanding: figures.total - judged.paid,
    },
    creditNotes: [],
    voidReason: null,
  });
}
