import { z } from 'zod';

// The professional's subscription feeds: the settings screen's reads and writes (API and web).

export const CalendarFeedScopeSchema = z.enum(['HOST', 'SPACE'], { error: 'Tipo de calendario no válido' });
export type CalendarFeedScope = z.infer<typeof CalendarFeedScopeSchema>;

export const CALENDAR_FEED_MESSAGES = {
  created: 'Tu enlace de calendario está listo',
  regenerated: 'Enlace nuevo creado: el anterior ya no funciona',
  updated: 'Preferencia guardada',
  deleted: 'Enlace de calendario desactivado',
  notFound: 'Todavía no has creado este enlace de calendario',
  spaceFeedAdminOnly: 'Solo los administradores pueden suscribirse al calendario de toda la clínica',
} as const;

/** A feed as the settings screen shows it: never its token, which is only answered when made. */
export const CalendarFeedSchema = z.object({
  scope: CalendarFeedScopeSchema,
  hideClientNames: z.boolean(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const CalendarFeedsSchema = z.object({
  personal: CalendarFeedSchema.nullable(),
  space: CalendarFeedSchema.nullable(),
  /** Whether this member has an agenda of their own to subscribe to (RECEPTION has none). */
  canTakePersonalFeed: z.boolean(),
  /** Whether this member may take the whole clinic's feed. */
  canTakeSpaceFeed: z.boolean(),
});
export type CalendarFeeds = z.infer<typeof CalendarFeedsSchema>;

export const CalendarFeedParamsSchema = z.object({
  spaceId: z.guid('ID de espacio no válido'),
  scope: CalendarFeedScopeSchema,
});

/** A new secret URL: made once, shown once (the server keeps its hash only). */
export const CalendarFeedLinkSchema = CalendarFeedSchema.extend({
  url: z.string(),
  webcalUrl: z.string(),
});
export type CalendarFeedLink = z.infer<typeof CalendarFeedLinkSchema>;

export const UpdateCalendarFeedSchema = z.strictObject({
  hideClientNames: z.boolean({ error: 'Indica si quieres ocultar los nombres de los clientes' }),
});
export type UpdateCalendarFeed = z.infer<typeof UpdateCalendarFeedSchema>;

/** The feed's file name in its URL: 43 base64url characters (32 random bytes) and '.ics'. */
export const CalendarFeedFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: 'Enlace de calendario no válido' }),
});
