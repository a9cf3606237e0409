import { z } from 'zod';
import { paths } from '@/config/paths';

// 'Agendar próximo control': the pet's history links to the agenda with what the new
// appointment should hold, and the agenda opens 'Nueva Cita' with it. The records and agenda
// features do not import each other, so the link's shape lives here, built and read in one place.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const NewAppointmentPrefillSchema = z.object({
  date: z.string().regex(DAY),
  clientId: z.guid(),
  /** Absent from a client's page when they have several pets: the modal asks which. */
  petId: z.guid().optional(),
  /** The professional whose agenda it goes in; absent: the agenda's usual choice. */
  hostId: z.guid().optional(),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type NewAppointmentPrefill = z.infer<typeof NewAppointmentPrefillSchema>;

/** The query parameters (Spanish, as the rest of the app's URLs). */
const PARAMS = {
  isNew: 'nueva',
  date: 'fecha',
  clientId: 'cliente',
  petId: 'mascota',
  hostId: 'profesional',
  reason: 'motivo',
} as const;

/** /dashboard/{spaceId}/agenda?nueva=1&fecha=…&cliente=…&mascota=…&profesional=…&motivo=… */
export function newAppointmentUrl(spaceId: string, prefill: NewAppointmentPrefill): string {
  const query = new URLSearchParams({
    [PARAMS.isNew]: '1',
    [PARAMS.date]: prefill.date,
    [PARAMS.clientId]: prefill.clientId,
  });
  if (prefill.petId) query.set(PARAMS.petId, prefill.petId);
  if (prefill.hostId) query.set(PARAMS.hostId, prefill.hostId);
  if (prefill.reason) query.set(PARAMS.reason, prefill.reason);
  return `${paths.space.agenda(spaceId)}?${query}`;
}

/** What the agenda's URL asks to pre-fill, or null (no request, or a hand-edited invalid one). */
export function readNewAppointmentPrefill(search: URLSearchParams): NewAppointmentPrefill | null {
  if (search.get(PARAMS.isNew) !== '1') return null;
  const parsed = NewAppointmentPrefillSchema.safeParse({
    date: search.get(PARAMS.date) ?? undefined,
    clientId: search.get(PARAMS.clientId) ?? undefined,
    petId: search.get(PARAMS.petId) ?? undefined,
    hostId: search.get(PARAMS.hostId) ?? undefined,
    reason: search.get(PARAMS.reason) ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

/** The agenda's URL without the request (so a reload does not open the modal again). */
export function withoutNewAppointment(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of Object.values(PARAMS)) rest.delete(name);
  return rest;
}
