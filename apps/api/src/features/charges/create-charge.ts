import type { CreateChargeBody } from '@citavet/domain/charges/charge.schema';
import {
  CHARGE_CURRENCIES,
  type ChargeCurrency,
  chargeProblem,
  computeCharge,
  QUANTITY_SCALE,
} from '@citavet/domain/charges/charge-money';
import { type ChargeAccount, judgePayment } from '@citavet/domain/charges/charge-payments';
import { todayIn } from '@citavet/domain/public/public-slot';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { type ChargeActor, requireChargeAction } from './charge-access';
import { chargeProblemError, paymentRefusalError, translateDatabaseRefusal } from './charge-failures';
import { effectiveSettings } from './charge-settings';
import { chargeView } from './charge-view';
import {
  findBookingForCharge,
  findClientOfSpace,
  findPetOfSpace,
  findServicesOfSpace,
  findSpaceOfCharges,
  findUserName,
  insertCharge,
  takeNumber,
} from './charges.repository';
import { resolvePaymentDate } from './payment-date';

const CURRENCY_MISMATCH_MESSAGE = 'La moneda del pago no coincide con la del cobro';

/**
 * Issues a charge: judged whole first (booking, client, pet, lines, taxes, discounts, payments),
 * then written in one transaction with its receipt number, its payments and its audit row.
 */
export async function createCharge(
  deps: AppDependencies,
  actor: ChargeActor,
  spaceId: string,
  body: CreateChargeBody,
) {
  const db = deps.database.db;
  await requireChargeAction(db, spaceId, actor.userId, body.payments?.length ? 'TAKE_PAYMENT' : 'CHARGE');
  await requireChargeAction(db, spaceId, actor.userId, 'CHARGE');
  const [space, actorName] = await Promise.all([
    findSpaceOfCharges(db, spaceId),
    findUserName(db, actor.userId),
  ]);
  if (!space) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const settings = effectiveSettings(space);

  const booking = body.bookingId ? await findBookingForCharge(db, spaceId, body.bookingId) : null;
  if (body.bookingId && !booking) throw notFound('Reserva no encontrada', 'BOOKING_NOT_FOUND');
  if (booking?.status === 'CANCELLED') {
    throw conflict('No se puede cobrar una cita cancelada', 'CHARGE_FOR_CANCELLED_BOOKING');
  }
  const clientId = body.clientId ?? booking?.clientId ?? null;
  const petId = body.petId ?? booking?.petId ?? null;
  const [client, pet] = await Promise.all([
    clientId ? findClientOfSpace(db, spaceId, clientId) : null,
    petId ? findPetOfSpace(db, spaceId, petId) : null,
  ]);
  if (clientId && !client) throw notFound('Cliente no encontrado', 'CLIENT_NOT_FOUND');
  if (petId && !pet) throw notFound('Mascota no encontrada', 'PET_NOT_FOUND');
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
  const serviceIds = [...new Set(body.lines.flatMap((line) => (line.serviceId ? [line.serviceId] : [])))];
  if (serviceIds.length > 0) {
    const known = new Set((await findServicesOfSpace(db, spaceId, serviceIds)).map((service) => service.id));
    if (serviceIds.some((id) => !known.has(id)))
      throw notFound('Servicio no encontrado', 'SERVICE_NOT_FOUND');
  }

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
  const judgedPayments = (body.payments ?? []).map((payment) => {
    if (payment.currency && payment.currency !== currency)
      throw badRequest(CURRENCY_MISMATCH_MESSAGE, 'CURRENCY_MISMATCH');
    const judged = judgePayment(account, payment.amount, payment.method);
    if (!judged.ok) throw paymentRefusalError(judged);
    account.paid += judged.applied;
    return { ...payment, applied: judged.applied, change: judged.change };
  });
  const now = deps.clock.now();
  const today = todayIn(space.timeZone, now.getTime());
  // One look at the cash per distinct day asked for (usually just today's).
  const asked = [...new Set(judgedPayments.map((payment) => payment.businessDate ?? ''))];
  const dayOf = new Map(
    await Promise.all(
      asked.map(
        async (day) =>
          [day, await resolvePaymentDate(db, spaceId, actor.userId, today, day || null)] as const,
      ),
    ),
  );

  try {
    const issued = await db.transaction(async (tx) => {
      const receiptNumber = await takeNumber(tx, spaceId, 'RECEIPT');
      const written = await insertCharge(
        tx,
        {
          spaceId,
          receiptNumber,
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
          createdByName: actorName,
          createdAt: now,
        },
        body.lines.map((line, position) => {
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
        }),
        judgedPayments.map((payment) => ({
          spaceId,
          direction: 'IN' as const,
          method: payment.method,
          methodLabel: payment.method === 'OTHER' ? (payment.methodLabel ?? null) : null,
          currency,
          amount: payment.applied,
          changeGiven: payment.change,
          businessDate: dayOf.get(payment.businessDate ?? '') as string,
          takenBy: actor.userId,
          takenByName: actorName,
          takenAt: now,
        })),
      );
      await insertAuditEvent(tx, {
        spaceId,
        actorUserId: actor.userId,
        action: 'CHARGE_CREATED',
        subjectType: 'charge',
        subjectId: written.charge.id,
        petId: pet?.id ?? null,
        clientId: client?.id ?? null,
        ip: actor.ip,
        details: { receiptNumber, total: figures.total, currency, payments: judgedPayments.length },
      });
      return written;
    });
    // The answer from the rows just written: a new charge has no credit note and no void.
    return chargeView({
      ...issued,
      balance: {
        chargeId: issued.charge.id,
        spaceId,
        clientId: issued.charge.clientId,
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
