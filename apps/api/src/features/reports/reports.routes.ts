import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { MoneyReportSchema } from '@citavet/domain/reports/money-report';
import {
  ReportBreakdownSchema,
  ReportHeatmapSchema,
  ReportOccupancySchema,
  ReportPreferencesSchema,
  ReportQuerySchema,
  ReportSummarySchema,
  ReportTimeseriesSchema,
} from '@citavet/domain/reports/report.schema';
import { WaitlistRefillsSchema } from '@citavet/domain/waitlist/waitlist-staff.schema';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { routeGroups } from '../../http/route-groups';
import { exportReportBookings } from './export-report-bookings';
import { getMoneyReport } from './get-money-report';
import { getReportBreakdown } from './get-report-breakdown';
import { getReportHeatmap } from './get-report-heatmap';
import { getReportOccupancy } from './get-report-occupancy';
import { getReportSummary } from './get-report-summary';
import { getReportTimeseries } from './get-report-timeseries';
import { getReportWaitlist } from './get-report-waitlist';
import { OfferedMinutesMemo } from './offered-minutes-memo';
import { getReportPreferences, updateReportPreferences } from './report-preferences';

const tags = ['reports'];
const secured = [{ bearerAuth: [] }];
const SpaceParamsSchema = z.strictObject({ spaceId: z.guid({ error: 'Identificador inválido' }) });

type ReportReader<Answer> = typeof getReportSummary extends (...args: infer Args) => unknown
  ? (...args: Args) => Promise<Answer>
  : never;

export async function reportsRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = await reportsRouteContext(fastify, deps);
  reportFigureRoutes(routes);
  reportExportRoutes(routes);
}

/** What the routes below share, made once when the plugin registers. */
async function reportsRouteContext(fastify: FastifyInstance, deps: AppDependencies) {
  const groups = routeGroups(fastify, deps);
  const { app } = groups;

  function reportRoute<Answer>(
    path: string,
    operation: Pick<FastifySchema, 'operationId' | 'summary' | 'domainErrors'>,
    answer: z.ZodType<Answer>,
    read: ReportReader<Answer>,
  ) {
    app.get(
      `/spaces/:spaceId/reports/${path}`,
      {
        schema: {
          ...operation,
          tags,
          security: secured,
          params: SpaceParamsSchema,
          querystring: ReportQuerySchema,
          response: { 200: successEnvelope(answer) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await read(deps, user.id, request.params.spaceId, request.query));
      },
    );
  }
  return { ...groups, reportRoute };
}

type ReportsRoutes = Awaited<ReturnType<typeof reportsRouteContext>>;

/** The report figures, each the same shape of route. */
function reportFigureRoutes({ reportRoute }: ReportsRoutes) {
  reportRoute(
    'summary',
    {
      operationId: 'getReportSummary',
      summary:
        'Cifras clave del período (citas, tasas, ingresos por moneda, clientes nuevos y recurrentes) y del período anterior',
      domainErrors: [403, 404],
    },
    ReportSummarySchema,
    getReportSummary,
  );
  reportRoute(
    'money',
    {
      operationId: 'getMoneyReport',
      summary: 'Ver lo cobrado y lo recaudado por moneda, por medio de pago y los saldos por antigüedad',
      domainErrors: [403, 404],
    },
    MoneyReportSchema,
    getMoneyReport,
  );
  reportRoute(
    'timeseries',
    {
      operationId: 'getReportTimeseries',
      summary:
        'Citas por estado e ingresos por moneda a lo largo del tiempo (días, semanas o meses de la clínica)',
      domainErrors: [403, 404],
    },
    ReportTimeseriesSchema,
    getReportTimeseries,
  );
  reportRoute(
    'breakdown',
    {
      operationId: 'getReportBreakdown',
      summary: 'Citas e ingresos por servicio y por profesional, por origen y por antelación',
      domainErrors: [403, 404],
    },
    ReportBreakdownSchema,
    getReportBreakdown,
  );
  reportRoute(
    'heatmap',
    {
      operationId: 'getReportHeatmap',
      summary: 'Demanda por día de la semana y hora (hora de la clínica)',
      domainErrors: [403, 404],
    },
    ReportHeatmapSchema,
    getReportHeatmap,
  );
  reportRoute(
    'waitlist',
    {
      operationId: 'getWaitlistReport',
      summary: 'Ver cuántos huecos recuperó la lista de espera y los ingresos que conservó',
      domainErrors: [403, 404],
    },
    WaitlistRefillsSchema,
    getReportWaitlist,
  );
  const offered = new OfferedMinutesMemo();
  reportRoute(
    'occupancy',
    {
      operationId: 'getReportOccupancy',
      summary: 'Ocupación de cada profesional: minutos reservados sobre minutos ofrecidos por sus horarios',
      domainErrors: [403, 404],
    },
    ReportOccupancySchema,
    (deps, userId, spaceId, query) => getReportOccupancy(deps, userId, spaceId, query, offered),
  );
}

/** The bookings CSV and the reports preferences. */
function reportExportRoutes({ app, deps }: ReportsRoutes) {
  app.get(
    '/spaces/:spaceId/reports/bookings.csv',
    {
      schema: {
        operationId: 'exportReportBookings',
        summary: 'Exportar en CSV las citas del período',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: SpaceParamsSchema,
        querystring: ReportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { csv, fileName } = await exportReportBookings(
        deps,
        { id: user.id, ip: request.ip },
        request.params.spaceId,
        request.query,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.get(
    '/reports/preferences',
    {
      schema: {
        operationId: 'getReportPreferences',
        summary: 'Ver si recibo el resumen semanal de reportes por correo',
        domainErrors: [404],
        tags,
        security: secured,
        response: { 200: successEnvelope(ReportPreferencesSchema) },
      },
    },
    async (request) => ok(await getReportPreferences(deps, requireUser(request).id)),
  );

  app.put(
    '/reports/preferences',
    {
      schema: {
        operationId: 'updateReportPreferences',
        summary: 'Activar o desactivar el resumen semanal de reportes por correo',
        domainErrors: [404],
        tags,
        security: secured,
        body: ReportPreferencesSchema,
        response: { 200: successEnvelope(ReportPreferencesSchema) },
      },
    },
    async (request) =>
      ok(
        await updateReportPreferences(deps, requireUser(request).id, request.body),
        'Preferencias guardadas',
      ),
  );
}
