import {
  CHANNEL_LABELS,
  type CommunicationEntry,
  type CommunicationStatus,
  type SmsReplyEntry,
} from '@citavet/domain/communications/communication-log.schema';
import { CalendarClock, Mail, MessageSquareReply } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate, formatDateTime } from '@/lib/formatters';
import { useClientCommunications } from '../api/client-communications-api';
import { ClientWaitlistRequests } from './client-waitlist-requests';

const STATUS_TONES: Record<CommunicationStatus, BadgeTone> = {
  sent: 'success',
  delivered: 'success',
  expired: 'error',
  pending: 'info',
  scheduled: 'primary',
  failed: 'error',
  bounced: 'error',
  dropped: 'neutral',
};

function EntryRow({ entry, timeZone }: { entry: CommunicationEntry; timeZone: string }) {
  const when =
    entry.deliveredAt && entry.status === 'delivered'
      ? `Entregado el ${formatDateTime(entry.deliveredAt, timeZone)}`
      : (entry.status === 'sent' || entry.status === 'delivered' || entry.status === 'expired') &&
          entry.sentAt
        ? `Enviado el ${formatDateTime(entry.sentAt, timeZone)}`
        : entry.status === 'scheduled'
          ? `Se enviará el ${formatDateTime(entry.sendAfter, timeZone)}`
          : `Creado el ${formatDateTime(entry.createdAt, timeZone)}`;
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{entry.kindLabel}</p>
        <p className="truncate text-sm text-slate-700" title={entry.subject}>
          {entry.subject || 'Sin asunto'}
        </p>
        <p className="text-xs text-slate-600">
          {CHANNEL_LABELS[entry.channel]}
          {entry.segments !== null &&
            ` (${entry.segments} ${entry.segments === 1 ? 'segmento' : 'segmentos'})`}{' '}
          · {when}
        </p>
        {entry.attendanceConfirmedAt && (
          <p className="mt-0.5 text-xs font-medium text-emerald-800">
            Confirmó su asistencia con el enlace el {formatDateTime(entry.attendanceConfirmedAt, timeZone)}
          </p>
        )}
        {entry.reason && (
          <p className="mt-0.5 text-xs text-slate-700">
            <span className="font-medium">Motivo:</span> {entry.reason}
          </p>
        )}
      </div>
      <Badge tone={STATUS_TONES[entry.status]} className="self-start">
        {entry.statusLabel}
      </Badge>
    </li>
  );
}

function ReplyRow({ reply, timeZone }: { reply: SmsReplyEntry; timeZone: string }) {
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="break-words text-sm text-slate-900">“{reply.text}”</p>
        <p className="text-xs text-slate-600">
          SMS recibido del {reply.fromNumber} · {formatDateTime(reply.receivedAt, timeZone)}
        </p>
        {reply.outcome && (
          <p className="mt-0.5 text-xs text-slate-700">
            <span className="font-medium">Resultado:</span> {reply.outcome}
          </p>
        )}
      </div>
      <Badge
        tone={reply.intent === 'unsubscribe' ? 'error' : reply.intent === 'confirm' ? 'success' : 'neutral'}
        className="self-start"
      >
        {reply.intentLabel}
      </Badge>
    </li>
  );
}

/**
 * 'Comunicaciones' on the client page: what went, what failed and why, what is scheduled next, and
 * the client's waitlist requests.
 */
export function ClientCommunications({
  spaceId,
  clientId,
  timeZone,
}: {
  spaceId: string;
  clientId: string;
  timeZone: string;
}) {
  const query = useClientCommunications(spaceId, clientId);
  const first = query.data?.pages[0];
  const scheduled = first?.scheduled ?? [];
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const replies = first?.replies ?? [];
  const waitlist = first?.waitlist ?? [];

  return (
    <Card role="region" aria-labelledby="comunicaciones-titulo">
      <CardHeader>
        <CardTitle id="comunicaciones-titulo">Comunicaciones</CardTitle>
        {first && first.noShowCount > 0 && (
          <p className="text-sm text-slate-700">
            No asistió: {first.noShowCount} {first.noShowCount === 1 ? 'vez' : 'veces'}
          </p>
        )}
        {first && !first.reminderConsent && (
          <p className="text-sm text-slate-700">
            {first.remindersUnsubscribedAt
              ? `Se dio de baja de los recordatorios el ${formatDate(first.remindersUnsubscribedAt)}: no se le envían.`
              : 'No ha dado su consentimiento para recibir recordatorios.'}
          </p>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending && (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Cargando comunicaciones…</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        )}
        {query.isError && (
          <ErrorState
            title="No se pudieron cargar las comunicaciones"
            message={getErrorMessage(query.error, 'Intenta nuevamente.')}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        )}
        {query.isSuccess &&
          scheduled.length === 0 &&
          entries.length === 0 &&
          replies.length === 0 &&
          waitlist.length === 0 && (
            <EmptyState
              icon={Mail}
              title="Sin comunicaciones"
              description="Aquí verás los correos y recordatorios enviados a este cliente y los próximos programados."
              className="py-6"
            />
          )}
        {scheduled.length > 0 && (
          <section aria-labelledby="comunicaciones-programadas" className="mb-4">
            <h3
              id="comunicaciones-programadas"
              className="flex items-center gap-1.5 text-sm font-semibold text-slate-900"
            >
              <CalendarClock className="size-4" aria-hidden />
              Próximos envíos
            </h3>
            <ul className="divide-y divide-slate-200">
              {scheduled.map((entry) => (
                <EntryRow key={entry.id} entry={entry} timeZone={timeZone} />
              ))}
            </ul>
          </section>
        )}
        {replies.length > 0 && (
          <section aria-labelledby="comunicaciones-respuestas" className="mb-4">
            <h3
              id="comunicaciones-respuestas"
              className="flex items-center gap-1.5 text-sm font-semibold text-slate-900"
            >
              <MessageSquareReply className="size-4" aria-hidden />
              Respuestas por SMS
            </h3>
            <ul className="divide-y divide-slate-200">
              {replies.map((reply) => (
                <ReplyRow key={reply.id} reply={reply} timeZone={timeZone} />
              ))}
            </ul>
          </section>
        )}
        <ClientWaitlistRequests requests={waitlist} timeZone={timeZone} />
        {entries.length > 0 && (
          <section aria-labelledby="comunicaciones-historial">
            <h3 id="comunicaciones-historial" className="text-sm font-semibold text-slate-900">
              Historial
            </h3>
            <ul className="divide-y divide-slate-200">
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} timeZone={timeZone} />
              ))}
            </ul>
          </section>
        )}
        {query.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            isLoading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Cargar más
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
