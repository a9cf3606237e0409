import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  AddPaymentSchema,
  BalanceSchema,
  CashCloseQuerySchema,
  CashCloseSchema,
  ChargeSchema,
  ChargeSettingsSchema,
  ChargeSummarySchema,
  CloseDaySchema,
  CreateChargeSchema,
  RefundChargeSchema,
  VoidChargeSchema,
} from '@citavet/domain/charges/charge.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { addPayment } from './add-payment';
import { closeCashDay, getCashClose } from './cash-close';
import type { ChargeActor } from './charge-access';
import { getChargeSettings, updateChargeSettings } from './charge-settings';
import { createCharge } from './create-charge';
import { getCharge } from './get-charge';
import { getClientBalance, listCharges } from './list-charges';
import { downloadReceipt, emailReceipt } from './receipt-document';
import { refundCharge } from './refund-charge';
import { voidCharge } from './void-charge';

const tags = ['charges'];
const security = [{ bearerAuth: [] }];
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
const actorOf = (request: FastifyRequest): ChargeActor => {
  const user = requireUser(request);
  return { userId: user.id, name: user.name, ip: request.ip ?? null };
};
const idField = z.guid({ error: 'Identificador inválido' });
const SpaceParams = z.strictObject({ spaceId: idField });
const ChargeParams = z.strictObject({ spaceId: idField, chargeId: idField });
const ClientParams = z.strictObject({ spaceId: idField, clientId: idField });
const ListQuery = z.strictObject({
  bookingId: idField.optional(),
  clientId: idField.optional(),
  petId: idField.optional(),
});
const ChargeResult = successEnvelope(z.object({ charge: ChargeSchema }));
const SettingsResult = successEnvelope(
  ChargeSettingsSchema.extend({ isSuggested: z.boolean(), currency: z.string() }),
);

export async function chargesRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/spaces/:spaceId';

  app.get(
    `${base}/charge-settings`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getChargeSettings',
        summary: 'Ver los impuestos, medios de pago y si los precios incluyen impuestos',
        domainErrors: [403, 404],
        tags,
        security,
        params: SpaceParams,
        response: { 200: SettingsResult },
      },
    },
    async (request) => ok(await getChargeSettings(deps, actorOf(request), request.params.spaceId)),
  );

  app.put(
    `${base}/charge-settings`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateChargeSettings',
        summary: 'Cambiar impuestos y medios de pago (administradores)',
        domainErrors: [403, 404],
        tags,
        security,
        params: SpaceParams,
        body: ChargeSettingsSchema,
        response: { 200: SettingsResult },
      },
    },
    async (request) =>
      ok(
        await updateChargeSettings(deps, actorOf(request), request.params.spaceId, request.body),
        'Ajustes guardados',
      ),
  );

  app.get(
    `${base}/charges`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listCharges',
        summary: 'Listar los cobros del espacio, de una cita, de un cliente o de una mascota',
        domainErrors: [403, 404],
        tags,
        security,
        params: SpaceParams,
        querystring: ListQuery,
        response: { 200: successEnvelope(z.object({ charges: z.array(ChargeSummarySchema) })) },
      },
    },
    async (request) => ok(await listCharges(deps, actorOf(request), request.params.spaceId, request.query)),
  );

  app.post(
    `${base}/charges`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createCharge',
        summary: 'Emitir un cobro (con sus pagos, si los hay) y su recibo numerado',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: SpaceParams,
        body: CreateChargeSchema,
        response: { 201: ChargeResult },
      },
      // The answer is built field by field by chargeView, typed as ChargeSchema's output, from
      // what was just written: zod's encode of it (a copy of every line and payment) was a share
      // of issuing a charge's CPU, so it is written as is. charges.test.ts parses it with the schema.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const charge = await createCharge(deps, actorOf(request), request.params.spaceId, request.body);
      return reply.status(201).send(ok({ charge }, 'Cobro registrado'));
    },
  );

  app.get(
    `${base}/charges/:chargeId`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getCharge',
        summary: 'Ver un cobro con sus líneas, pagos, notas de crédito y saldo',
        domainErrors: [403, 404],
        tags,
        security,
        params: ChargeParams,
        response: { 200: ChargeResult },
      },
    },
    async (request) => {
      const { spaceId, chargeId } = request.params;
      return ok({ charge: await getCharge(deps, actorOf(request), spaceId, chargeId) });
    },
  );

  app.post(
    `${base}/charges/:chargeId/payments`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'addChargePayment',
        summary: 'Registrar un pago de un cobro (el efectivo admite cambio)',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: ChargeParams,
        body: AddPaymentSchema,
        response: { 201: ChargeResult },
      },
    },
    async (request, reply) => {
      const { spaceId, chargeId } = request.params;
      const charge = await addPayment(deps, actorOf(request), spaceId, chargeId, request.body);
      return reply.status(201).send(ok({ charge }, 'Pago registrado'));
    },
  );

  app.post(
    `${base}/charges/:chargeId/void`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'voidCharge',
        summary: 'Anular un cobro sin pagos, con su motivo (administradores)',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: ChargeParams,
        body: VoidChargeSchema,
        response: { 200: ChargeResult },
      },
    },
    async (request) => {
      const { spaceId, chargeId } = request.params;
      return ok(
        { charge: await voidCharge(deps, actorOf(request), spaceId, chargeId, request.body.reason) },
        'Cobro anulado',
      );
    },
  );

  app.post(
    `${base}/charges/:chargeId/refunds`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'refundCharge',
        summary: 'Devolver parte o todo lo pagado con una nota de crédito (administradores)',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: ChargeParams,
        body: RefundChargeSchema,
        response: { 201: ChargeResult },
      },
    },
    async (request, reply) => {
      const { spaceId, chargeId } = request.params;
      const charge = await refundCharge(deps, actorOf(request), spaceId, chargeId, request.body);
      return reply.status(201).send(ok({ charge }, 'Devolución registrada'));
    },
  );

  app.get(
    `${base}/charges/:chargeId/receipt.pdf`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'downloadReceipt',
        summary: 'Descargar o reimprimir el recibo en PDF',
        domainErrors: [403, 404],
        tags,
        security,
        params: ChargeParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { spaceId, chargeId } = request.params;
      const { pdf, fileName } = await downloadReceipt(deps, actorOf(request), spaceId, chargeId);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.post(
    `${base}/charges/:chargeId/receipt/email`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'emailReceipt',
        summary: 'Enviar el recibo al cliente por email',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: ChargeParams,
        response: { 200: successEnvelope(z.object({ to: z.string() })) },
      },
    },
    async (request) => {
      const { spaceId, chargeId } = request.params;
      return ok(await emailReceipt(deps, actorOf(request), spaceId, chargeId), 'Recibo enviado');
    },
  );

  app.get(
    `${base}/clients/:clientId/balance`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getClientBalance',
        summary: 'Ver el saldo pendiente de un cliente, por moneda',
        domainErrors: [403, 404],
        tags,
        security,
        params: ClientParams,
        response: { 200: successEnvelope(BalanceSchema) },
      },
    },
    async (request) => {
      const { spaceId, clientId } = request.params;
      return ok(await getClientBalance(deps, actorOf(request), spaceId, clientId));
    },
  );

  app.get(
    `${base}/cash-close`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getCashClose',
        summary: 'Ver el cierre de caja de un día (por persona o de toda la clínica)',
        domainErrors: [403, 404],
        tags,
        security,
        params: SpaceParams,
        querystring: CashCloseQuerySchema,
        response: { 200: successEnvelope(CashCloseSchema) },
      },
    },
    async (request) =>
      ok(
        await getCashClose(
          deps,
          actorOf(request),
          request.params.spaceId,
          request.query.date,
          request.query.userId ?? null,
        ),
      ),
  );

  app.post(
    `${base}/cash-close`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'closeCashDay',
        summary: 'Cerrar la caja de un día con el efectivo contado (administradores)',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: SpaceParams,
        body: CloseDaySchema,
        response: { 201: successEnvelope(CashCloseSchema) },
      },
    },
    async (request, reply) => {
      const close = await closeCashDay(deps, actorOf(request), request.params.spaceId, request.body);
      return reply.status(201).send(ok(close, 'Caja cerrada'));
    },
  );
}
