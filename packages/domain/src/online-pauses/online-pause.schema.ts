import { z } from 'zod';
import { isWallTime } from '../time/zoned-time';

// Pausing online booking: for a while the public page, the embed and the directory offer no slots in
// the paused window, for the whole clinic or for one professional. Staff still book by hand, and the
// bookings already made are untouched (docs/decisions/078-online-booking-pause.md).

export const ONLINE_PAUSE_LENGTHS = ['30m', '1h', '2h', 'tomorrow', 'until'] as const;
export type OnlinePauseLength = (typeof ONLINE_PAUSE_LENGTHS)[number];

/** What the menu shows for each length. */
export const ONLINE_PAUSE_LENGTH_LABELS: Readonly<Record<OnlinePauseLength, string>> = {
  '30m': '30 minutos',
  '1h': '1 hora',
  '2h': '2 horas',
  tomorrow: 'Hasta mañana',
  until: 'Hasta una hora elegida',
};

export const ONLINE_PAUSE_SCOPES = ['SPACE', 'SELF'] as const;
export type OnlinePauseScope = (typeof ONLINE_PAUSE_SCOPES)[number];

export const ONLINE_PAUSE_MESSAGES = {
  lengthInvalid: 'Elige cuánto dura la pausa',
  scopeInvalid: 'Elige si la pausa es para toda la clínica o solo para ti',
  untilRequired: 'Elige hasta qué hora dura la pausa',
  untilInvalid: 'La hora debe tener el formato HH:MM',
  untilSkipped: 'Esa hora no existe hoy por el cambio de hora: elige otra',
  untilPast: 'La hora elegida ya pasó: elige una hora posterior a la actual',
  spaceForbidden: 'Solo un administrador puede pausar las reservas online de toda la clínica',
  selfForbidden: 'Solo un profesional con agenda puede pausar sus reservas online',
  resumeForbidden: 'No puedes reanudar una pausa de otro profesional',
  notFound: 'Pausa no encontrada',
  alreadyOver: 'Esta pausa ya terminó',
  created: 'Reservas online en pausa',
  resumed: 'Reservas online reanudadas',
  paused:
    'Este horario ya no está disponible: la clínica ha pausado las reservas online. Elige otro horario o llámanos.',
} as const;

export const OnlinePauseInputSchema = z
  .object({
    length: z.enum(ONLINE_PAUSE_LENGTHS, { error: ONLINE_PAUSE_MESSAGES.lengthInvalid }),
    /** The wall time of the clinic the pause lasts until, today; only with length 'until'. */
    untilTime: z.string({ error: ONLINE_PAUSE_MESSAGES.untilInvalid }).trim().optional(),
    scope: z.enum(ONLINE_PAUSE_SCOPES, { error: ONLINE_PAUSE_MESSAGES.scopeInvalid }),
  })
  .superRefine((input, context) => {
    if (input.length !== 'until') return;
    if (input.untilTime === undefined || input.untilTime === '') {
      context.addIssue({ code: 'custom', path: ['untilTime'], message: ONLINE_PAUSE_MESSAGES.untilRequired });
    } else if (!isWallTime(input.untilTime)) {
      context.addIssue({ code: 'custom', path: ['untilTime'], message: ONLINE_PAUSE_MESSAGES.untilInvalid });
    }
  });
export type OnlinePauseInput = z.infer<typeof OnlinePauseInputSchema>;

export const OnlinePauseSchema = z.object({
  id: z.string(),
  /** null: the whole clinic. */
  hostId: z.string().nullable(),
  hostName: z.string().nullable(),
  /** ISO instants. */
  startAt: z.string(),
  endAt: z.string(),
  /** The end as the clinic's wall clock reads it, e.g. 'hasta las 16:30' or 'hasta mañana'. */
  untilLabel: z.string(),
});
export type OnlinePause = z.infer<typeof OnlinePauseSchema>;

export const OnlinePauseListSchema = z.object({ pauses: z.array(OnlinePauseSchema) });
export type OnlinePauseList = z.infer<typeof OnlinePauseListSchema>;

export const OnlinePauseResultSchema = z.object({ pause: OnlinePauseSchema });

export const OnlinePauseSpaceParamsSchema = z.strictObject({
  spaceId: z.guid({ error: 'El espacio no es válido' }),
});

export const OnlinePauseParamsSchema = z.strictObject({
  spaceId: z.guid({ error: 'El espacio no es válido' }),
  pauseId: z.guid({ error: 'La pausa no es válida' }),
});

export { type PublicOnlinePause, PublicOnlinePauseSchema } from '../public/public-space.schema';
