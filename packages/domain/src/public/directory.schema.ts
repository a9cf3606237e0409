import { z } from 'zod';
import { PET_SPECIES } from '../pets/pet.schema';
import { SERVICE_CATEGORIES } from '../services/service-category';
import {
  DIRECTORY_DEFAULT_RADIUS_KM,
  DIRECTORY_MAX_PAGE_SIZE,
  DIRECTORY_MAX_RADIUS_KM,
  DIRECTORY_MESSAGES,
  DIRECTORY_PAGE_SIZE,
} from './directory-constants';
import { PublicOnlinePauseSchema } from './public-space.schema';

// The public clinic directory /veterinarias:
// real spaces with a public route and at least one bookable service someone hosts.

export { DIRECTORY_MAX_PAGE_SIZE, DIRECTORY_MESSAGES, DIRECTORY_PAGE_SIZE };

const queryNumber = (fallback: number, min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const optionalNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : value),
    z.coerce.number({ error: message }).min(min, message).max(max, message).optional(),
  );

/**
 * GET /directory/spaces: text (name, city, service), near a point (`lat`/`lng`, or `near`, a typed
 * city or address the geocoder places) within `radiusKm`, filters, keyset pages (`cursor`). Near a
 * point the clinics come nearest first; otherwise by name (docs/decisions/050-directory-search.md).
 */
export const DirectoryQuerySchema = z
  .strictObject({
    q: z
      .string()
      .trim()
      .max(100, DIRECTORY_MESSAGES.queryTooLong)
      .optional()
      .transform((text) => (text ? text : undefined)),
    lat: optionalNumber(-90, 90, DIRECTORY_MESSAGES.invalidPoint),
    lng: optionalNumber(-180, 180, DIRECTORY_MESSAGES.invalidPoint),
    near: z
      .string()
      .trim()
      .max(200, DIRECTORY_MESSAGES.nearTooLong)
      .optional()
      .transform((text) => (text ? text : undefined)),
    radiusKm: queryNumber(
      DIRECTORY_DEFAULT_RADIUS_KM,
      1,
      DIRECTORY_MAX_RADIUS_KM,
      DIRECTORY_MESSAGES.invalidRadius,
    ),
    species: z.enum(PET_SPECIES, { error: 'Especie inválida' }).optional(),
    category: z.enum(SERVICE_CATEGORIES, { error: 'Categoría inválida' }).optional(),
    available: z.enum(['hoy', 'semana'], { error: DIRECTORY_MESSAGES.invalidAvailability }).optional(),
    openNow: z
      .enum(['true', 'false'], { error: DIRECTORY_MESSAGES.invalidOpenNow })
      .optional()
      .transform((value) => value === 'true'),
    /** A city page's slug (slugify(city), as /veterinarias/{ciudad}): that city's clinics. */
    city: z
      .string()
      .max(100, DIRECTORY_MESSAGES.invalidCity)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, DIRECTORY_MESSAGES.invalidCity)
      .optional(),
    cursor: z.string().max(200, DIRECTORY_MESSAGES.invalidCursor).optional(),
    limit: queryNumber(
      DIRECTORY_PAGE_SIZE,
      1,
      DIRECTORY_MAX_PAGE_SIZE,
      `limit debe ser un número entre 1 y ${DIRECTORY_MAX_PAGE_SIZE}`,
    ),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: DIRECTORY_MESSAGES.invalidPoint,
    path: ['lat'],
  });
export type DirectoryQuery = z.infer<typeof DirectoryQuerySchema>;

export const DirectoryNextSlotSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  hostId: z.string(),
  /** ISO UTC instants. */
  startAt: z.string(),
  endAt: z.string(),
  /** The clinic's day 'YYYY-MM-DD' and wall time 'HH:MM'. */
  date: z.string(),
  startTime: z.string(),
});
export type DirectoryNextSlot = z.infer<typeof DirectoryNextSlotSchema>;

export const DirectorySpaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The booking page is /{route}. */
  route: z.string(),
  logoUrl: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** The public contact phone, else the space's phone. */
  phone: z.string().nullable(),
  /** The public contact e-mail, else the space's e-mail. */
  email: z.string().nullable(),
  /** Bookable services with at least one active schedule. */
  servicesCount: z.number().int(),
  /** Professionals hosting those services. */
  availableHosts: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** From the search's point, when it has one. */
  distanceKm: z.number().nullable(),
  isOpenNow: z.boolean(),
  speciesAttended: z.array(z.string()),
  categories: z.array(z.string()),
  /** The earliest free slot of any bookable service in the next 14 days, from the slot engine. */
  nextSlot: DirectoryNextSlotSchema.nullable(),
  /** Set while the whole clinic has paused online booking (decision 078). */
  onlinePause: PublicOnlinePauseSchema.nullable().optional(),
});
export type DirectorySpace = z.infer<typeof DirectorySpaceSchema>;

export const DirectoryListSchema = z.object({
  spaces: z.array(DirectorySpaceSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** The point distances are measured from (typed place resolved by the geocoder), if any. */
  origin: z.object({ latitude: z.number(), longitude: z.number(), label: z.string().nullable() }).nullable(),
  /** The city asked for (`city`), as its page names it; null without one or when none is listed there. */
  city: z.object({ slug: z.string(), name: z.string(), clinics: z.number().int() }).nullable(),
});
export type DirectoryList = z.infer<typeof DirectoryListSchema>;
