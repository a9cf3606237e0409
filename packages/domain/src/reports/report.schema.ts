import { z } from 'zod';
import { BOOKING_STATUSES, type BookingStatus } from '../bookings/booking-status';
import { isSupportedDate } from '../bookings/booking-time';
import { BOOKING_SOURCES, LEAD_TIME_BANDS } from './report-figures';
import { GRANULARITIES, periodLengthInDays } from './report-period';

// The reports calls' query and answers. Dates are clinic-local calendar dates, both
// ends included; amounts are decimal strings, always with their currency.

/** Three years, leap day included: the longest period a report reads (the bench's range too). */
export const MAX_REPORT_DAYS = 1096;
export const PERIOD_ORDER_MESSAGE = 'La fecha de inicio no puede ser posterior a la fecha de fin';
export const PERIOD_TOO_LONG_MESSAGE = 'El período no puede superar los 3 años';
export const OTHER_MEMBER_REPORTS_MESSAGE =
  'Solo los administradores pueden ver las cifras de otros miembros';

const localDate = (label: string) =>
  z
    .string({ error: `La fecha ${label} es requerida` })
    .refine(isSupportedDate, `La fecha ${label} no es válida (AAAA-MM-DD)`);

export const ReportQuerySchema = z
  .strictObject({
    from: localDate('de inicio'),
    to: localDate('de fin'),
    granularity: z.enum(GRANULARITIES, { error: 'La agrupación debe ser day, week o month' }).optional(),
    hostId: z.guid({ error: 'El profesional no es válido' }).optional(),
    serviceId: z.guid({ error: 'El servicio no es válido' }).optional(),
  })
  .superRefine((query, context) => {
    if (!isSupportedDate(query.from) || !isSupportedDate(query.to)) return;
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: PERIOD_ORDER_MESSAGE });
    } else if (periodLengthInDays(query) > MAX_REPORT_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: PERIOD_TOO_LONG_MESSAGE });
    }
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

const PeriodSchema = z.object({ from: z.string(), to: z.string() });
// One named property per status (a record keyed by an enum would leave OpenAPI's `properties` empty).
const CountsSchema = z.object(
  Object.fromEntries(BOOKING_STATUSES.map((status) => [status, z.number().int()])) as Record<
    BookingStatus,
    z.ZodNumber
  >,
);
const MoneySchema = z.object({ currency: z.string(), amount: z.string() });
export type Money = z.infer<typeof MoneySchema>;

export const IncomeSchema = MoneySchema.extend({
  completed: z.number().int(),
  averageTicket: z.string().nullable(),
});
export type Income = z.infer<typeof IncomeSchema>;

export const ReportFiguresSchema = z.object({
  period: PeriodSchema,
  total: z.number().int(),
  counts: CountsSchema,
  completedRate: z.number().nullable(),
  cancelledRate: z.number().nullable(),
  noShowRate: z.number().nullable(),
  income: z.array(IncomeSchema),
  newClients: z.number().int(),
  returningClients: z.number().int(),
  /** Patients checked in and called into the consultation in the period (decision 072). */
  waitedCount: z.number().int(),
  /** Their average wait from arrival to consultation, in minutes to one decimal; null without any. */
  averageWaitMinutes: z.number().nullable(),
});
export type ReportFigures = z.infer<typeof ReportFiguresSchema>;

/**
 * How fresh the figures are: they follow the bookings through a change feed, about a second
 * behind (docs/decisions/069-booking-change-feed.md).
 */
export const ReportFreshnessSchema = z.object({
  /** Seconds since the oldest booking change not in the figures yet was written (0: none pending). */
  lagSeconds: z.number().int().nonnegative(),
  /** Booking changes not in the figures yet. */
  pending: z.number().int().nonnegative(),
  /** The feed's last change applied for the space (0 before any). */
  position: z.number().int().nonnegative(),
});
export type ReportFreshness = z.infer<typeof ReportFreshnessSchema>;

export const ReportSummarySchema = z.object({
  timeZone: z.string(),
  current: ReportFiguresSchema,
  previous: ReportFiguresSchema,
  freshness: ReportFreshnessSchema,
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportTimeseriesSchema = z.object({
  timeZone: z.string(),
  granularity: z.enum(GRANULARITIES),
  buckets: z.array(
    z.object({
      /** The bucket's first local date (a week's Monday, a month's 1st). */
      start: z.string(),
      counts: CountsSchema,
      income: z.array(MoneySchema),
    }),
  ),
});
export type ReportTimeseries = z.infer<typeof ReportTimeseriesSchema>;

const BreakdownRowSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  total: z.number().int(),
  counts: CountsSchema,
  income: z.array(MoneySchema),
});
export type BreakdownRow = z.infer<typeof BreakdownRowSchema>;

export const ReportBreakdownSchema = z.object({
  timeZone: z.string(),
  byService: z.array(BreakdownRowSchema),
  byHost: z.array(BreakdownRowSchema),
  bySource: z.array(
    z.object({ source: z.enum(BOOKING_SOURCES), label: z.string(), count: z.number().int() }),
  ),
  leadTime: z.array(
    z.object({
      band: z.enum(LEAD_TIME_BANDS.map((band) => band.key) as [string, ...string[]]),
      label: z.string(),
      count: z.number().int(),
    }),
  ),
});
export type ReportBreakdown = z.infer<typeof ReportBreakdownSchema>;

export const ReportHeatmapSchema = z.object({
  timeZone: z.string(),
  /** cells[weekday - 1][hour]: appointments (not cancelled) starting then, clinic-local. */
  cells: z.array(z.array(z.number().int())),
});
export type ReportHeatmap = z.infer<typeof ReportHeatmapSchema>;

export const OccupancyRowSchema = z.object({
  hostId: z.string(),
  name: z.string(),
  bookedMinutes: z.number(),
  offeredMinutes: z.number(),
  rate: z.number().nullable(),
});
export type OccupancyRow = z.infer<typeof OccupancyRowSchema>;

export const ReportOccupancySchema = z.object({
  timeZone: z.string(),
  period: PeriodSchema,
  hosts: z.array(OccupancyRowSchema),
  total: z.object({ bookedMinutes: z.number(), offeredMinutes: z.number(), rate: z.number().nullable() }),
});
export type ReportOccupancy = z.infer<typeof ReportOccupancySchema>;

/** The signed-in user's report e-mails: the weekly summary to ADMINs (opt-out). */
export const ReportPreferencesSchema = z.strictObject({
  weeklySummaryEmail: z.boolean({ error: 'Indica si quieres recibir el resumen semanal (true o false)' }),
});
export type ReportPreferences = z.infer<typeof ReportPreferencesSchema>;
