import type { WaitlistLogEntry } from '@citavet/domain/communications/communication-log.schema';
import { ListOrdered } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import {
  shortInstant,
  WAITLIST_STATE_TONES,
  waitlistStateText,
  windowsSummary,
} from '../waitlist-log-format';

/**
 * 'Lista de espera' in the client's log: the requests they made in this space, newest first, with
 * the state the staff's waitlist screen uses and its time. Nothing when they never asked, as the
 * log's other parts.
 */
export function ClientWaitlistRequests({
  requests,
  timeZone,
}: {
  requests: WaitlistLogEntry[];
  timeZone: string;
}) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="comunicaciones-lista-espera" className="mb-4">
      <h3
        id="comunicaciones-lista-espera"
        className="flex items-center gap-1.5 text-sm font-semibold text-slate-900"
      >
        <ListOrdered className="size-4" aria-hidden />
        Lista de espera
      </h3>
      <ul className="divide-y divide-slate-200">
        {requests.map((request) => (
          <li
            key={request.id}
            className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
          >
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">{request.serviceName}</p>
              <p className="text-sm text-slate-700">{windowsSummary(request.windows)}</p>
              <p className="text-xs text-slate-600">
                En la lista desde el {shortInstant(request.createdAt, timeZone)}
              </p>
            </div>
            <Badge tone={WAITLIST_STATE_TONES[request.state]} className="self-start">
              {waitlistStateText(request, timeZone)}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
