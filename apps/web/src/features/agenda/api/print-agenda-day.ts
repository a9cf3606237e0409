import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { downloadFile } from '@/api/download-file';

/** The day's list per professional, as the API prints it (A4 PDF with page numbers). */
export function agendaDayPdfPath(spaceId: string, date: LocalDate, hostIds: readonly string[]): string {
  const query = new URLSearchParams({ date });
  if (hostIds.length > 0) query.set('userId', hostIds.join(','));
  return `/spaces/${encodeURIComponent(spaceId)}/agenda/day.pdf?${query}`;
}

export function printAgendaDay(spaceId: string, date: LocalDate, hostIds: readonly string[]): Promise<void> {
  return downloadFile(agendaDayPdfPath(spaceId, date, hostIds), `agenda-${date}.pdf`);
}
