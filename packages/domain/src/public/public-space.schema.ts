import { z } from 'zod';
import { isSupportedDate } from '../bookings/booking-time';
import { MediaTypeSchema } from '../media/media.schema';
import {
  DEFAULT_NEXT_AVAILABLE_DAYS,
  DEFAULT_NEXT_AVAILABLE_LIMIT,
  DEFAULT_SLOT_RANGE_DAYS,
  MAX_NEXT_AVAILABLE_LIMIT,
  MAX_SLOT_RANGE_DAYS,
  PUBLIC_HOST_ROLE_LABELS,
  PUBLIC_MEDIA_MAX_PAGE_SIZE,
  PUBLIC_MEDIA_PAGE_SIZE,
  PUBLIC_MESSAGES,
} from './public-constants';

// What anonymous visitors read about a space (the public booking page, no login): only fields a clinic publishes on purpose. Member e-mails, client data and internal flags
// never appear here; the API's allowlist test holds every answer to these shapes.

export {
  DEFAULT_NEXT_AVAILABLE_DAYS,
  DEFAULT_NEXT_AVAILABLE_LIMIT,
  DEFAULT_SLOT_RANGE_DAYS,
  MAX_NEXT_AVAILABLE_LIMIT,
  MAX_SLOT_RANGE_DAYS,
  PUBLIC_HOST_ROLE_LABELS,
  PUBLIC_MEDIA_MAX_PAGE_SIZE,
  PUBLIC_MEDIA_PAGE_SIZE,
  PUBLIC_MESSAGES,
};

export const PublicSpaceParamsSchema = z.strictObject({
  spaceId: z.guid(PUBLIC_MESSAGES.invalidSpaceId),
});

export const PublicRouteParamsSchema = z.strictObject({
  route: z.string().trim().min(1, PUBLIC_MESSAGES.invalidRoute).max(100, PUBLIC_MESSAGES.invalidRoute),
});

export const PublicSlotsParamsSchema = z.strictObject({
  spaceId: z.guid(PUBLIC_MESSAGES.invalidSpaceId),
  serviceId: z.guid(PUBLIC_MESSAGES.invalidServiceId),
  hostId: z.guid(PUBLIC_MESSAGES.invalidHostId),
});
export type PublicSlotsParams = z.infer<typeof PublicSlotsParamsSchema>;

/** 'Cualquier profesional' (decision 054): the union of the service's hosts' slots. */
export const PublicAnyHostSlotsParamsSchema = PublicSlotsParamsSchema.omit({ hostId: true });
export type PublicAnyHostSlotsParams = z.infer<typeof PublicAnyHostSlotsParamsSchema>;

/** A whole number from the query string within [min, max], or the default when absent or ''. */
const queryNumber = (fallback: number, min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const queryBoolean = z.preprocess(
  (value) => (value === undefined || value === '' ? 'false' : value),
  z.enum(['true', 'false'], { error: 'Debe ser true o false' }).transform((value) => value === 'true'),
);

const optionalDate = (message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().refine(isSupportedDate, message).optional(),
  );

/**
 * GET …/available-slots. Dates are days of the space's zone. Without fromDate the range starts today;
 * without toDate it runs `maxDays` days. The span is cut to `maxDays` (≤ 62). Unless includePastDates
 * is true, a fromDate before today starts today, so the cut counts days that can still be booked.
 */
export const AvailableSlotsQuerySchema = z
  .strictObject({
    fromDate: optionalDate(PUBLIC_MESSAGES.invalidFromDate),
    toDate: optionalDate(PUBLIC_MESSAGES.invalidToDate),
    maxDays: queryNumber(
      DEFAULT_SLOT_RANGE_DAYS,
      1,
      MAX_SLOT_RANGE_DAYS,
      `maxDays debe ser un número entre 1 y ${MAX_SLOT_RANGE_DAYS}`,
    ),
    includePastDates: queryBoolean,
  })
  .refine((query) => !query.fromDate || !query.toDate || query.toDate >= query.fromDate, {
    path: ['toDate'],
    message: PUBLIC_MESSAGES.toBeforeFrom,
  });
export type AvailableSlotsQuery = z.infer<typeof AvailableSlotsQuerySchema>;

export const NextAvailableQuerySchema = z.strictObject({
  maxDaysAhead: queryNumber(
    DEFAULT_NEXT_AVAILABLE_DAYS,
    1,
    MAX_SLOT_RANGE_DAYS,
    `maxDaysAhead debe ser un número entre 1 y ${MAX_SLOT_RANGE_DAYS}`,
  ),
  limit: queryNumber(
    DEFAULT_NEXT_AVAILABLE_LIMIT,
    1,
    MAX_NEXT_AVAILABLE_LIMIT,
    `limit debe ser un número entre 1 y ${MAX_NEXT_AVAILABLE_LIMIT}`,
  ),
});
export type NextAvailableQuery = z.infer<typeof NextAvailableQuerySchema>;

export const PublicMediaQuerySchema = z.strictObject({
  mediaType: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    MediaTypeSchema.optional(),
  ),
  limit: queryNumber(
    PUBLIC_MEDIA_PAGE_SIZE,
    1,
    PUBLIC_MEDIA_MAX_PAGE_SIZE,
    `limit debe ser un número entre 1 y ${PUBLIC_MEDIA_MAX_PAGE_SIZE}`,
  ),
  offset: queryNumber(0, 0, 1_000_000, 'offset debe ser un número mayor o igual a 0'),
});
export type PublicMediaQuery = z.infer<typeof PublicMediaQuerySchema>;

export const PublicServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  duration: z.number(),
  price: z.number(),
  currency: z.string(),
  /** The professionals with an active schedule for this service. */
  hostIds: z.array(z.string()),
});
export type PublicService = z.infer<typeof PublicServiceSchema>;

export const PublicHostSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'Profesional' for every bookable professional (PUBLIC_HOST_ROLE_LABELS). */
  role: z.string(),
  avatar: z.string().nullable(),
  /** Ids of the services this host offers. */
  services: z.array(z.string()),
});
export type PublicHost = z.infer<typeof PublicHostSchema>;

export const PublicMediaSchema = z.object({
  id: z.string(),
  mediaType: MediaTypeSchema,
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  description: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type PublicMedia = z.infer<typeof PublicMediaSchema>;

export const WallRangeSchema = z.object({ startTime: z.string(), endTime: z.string() });

/** One weekday of the real opening hours: no ranges means closed. */
export const OpeningDaySchema = z.object({
  /** 1 = Lunes .. 7 = Domingo. */
  dayOfWeek: z.number().int(),
  dayName: z.string(),
  ranges: z.array(WallRangeSchema),
});
export type OpeningDay = z.infer<typeof OpeningDaySchema>;

/**
 * What the public page, the embed and the directory show while the whole clinic has paused online
 * booking (decision 078). Here rather than beside the pause's other schemas: the public page's
 * first load reads this file and nothing more of them.
 */
export const PublicOnlinePauseSchema = z.object({
  /** ISO instant the pause ends. */
  until: z.string(),
  message: z.string(),
});
export type PublicOnlinePause = z.infer<typeof PublicOnlinePauseSchema>;

export const PublicSpaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  route: z.string().nullable(),
  logoUrl: z.string().nullable(),
  color: z.string().nullable(),
  timeZone: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactWhatsapp: z.string().nullable(),
  socialInstagram: z.string().nullable(),
  socialFacebook: z.string().nullable(),
  socialWebsite: z.string().nullable(),
  services: z.array(PublicServiceSchema),
  hosts: z.array(PublicHostSchema),
  media: z.array(PublicMediaSchema),
  /** Monday to Sunday, from the schedules of the bookable services other than emergencies. */
  openingHours: z.array(OpeningDaySchema),
  /** Monday to Sunday, the emergency services' hours, shown apart; empty when there are none. */
  emergencyHours: z.array(OpeningDaySchema),
  stats: z.object({ totalServices: z.number().int(), totalHosts: z.number().int() }),
  /** Set while the whole clinic has paused online booking (decision 078). */
  onlinePause: PublicOnlinePauseSchema.nullable().optional(),
});
export type PublicSpace = z.infer<typeof PublicSpaceSchema>;

export const PublicSlotSchema = z.object({
  /** Day of the space, 'YYYY-MM-DD'. */
  date: z.string(),
  /** Wall times of the space, 'HH:MM'. */
  startTime: z.string(),
  endTime: z.string(),
  /** The same instants, ISO UTC. */
  startAt: z.string(),
  endAt: z.string(),
  available: z.literal(true),
  scheduleId: z.string(),
  /**
   * What booking this slot costs: its schedule range's own price when it has one, else the
   * service's (`placementPrice`, the figure the booking, e-mails and .ics will carry).
   */
  price: z.number(),
  /** 0 = today in the space's zone, 1 = tomorrow … */
  daysFromNow: z.number().int(),
  /** 'Lunes' .. 'Domingo'. */
  dayName: z.string(),
  /**
   * The start as a person reads it: startTime, or on a fall-back night '01:00 (antes del cambio de
   * hora)' / '01:00 (después del cambio de hora)' (decision 046). Absent from older answers.
   */
  startLabel: z.string().optional(),
});
export type PublicSlot = z.infer<typeof PublicSlotSchema>;

export const AvailableSlotsSchema = z.object({
  /**
   * One entry holding every day that has slots; each slot names its own schedule. The spec's shape
   * (availableDays[].dates[]) is kept so the page reads it as it always has.
   */
  availableDays: z.array(
    z.object({
      scheduleId: z.string().optional(),
      dates: z.array(z.object({ date: z.string(), slots: z.array(PublicSlotSchema) })),
    }),
  ),
  timeZone: z.string(),
});
export type AvailableSlots = z.infer<typeof AvailableSlotsSchema>;

export const NextAvailableSchema = z.object({
  availableSlots: z.array(PublicSlotSchema),
  timeZone: z.string(),
});
export type NextAvailable = z.infer<typeof NextAvailableSchema>;

export const PublicMediaListSchema = z.object({
  media: z.array(PublicMediaSchema),
  pagination: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
});
export type PublicMediaList = z.infer<typeof PublicMediaListSchema>;
