import {
  CALENDAR_FEED_MESSAGES,
  type CalendarFeed,
  type CalendarFeedLink,
  type CalendarFeedScope,
} from '@citavet/domain/calendar/calendar-feed.schema';
import { CalendarDays, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/formatters';
import { useSpaces } from '@/stores/spaces-store';
import {
  useCalendarFeeds,
  useCreateCalendarFeedLink,
  useDeleteCalendarFeed,
  useUpdateCalendarFeed,
} from '../api/calendar-feeds-api';
import { CalDavConnectionControls } from './caldav-connection-controls';

const SCOPE_TEXT: Record<CalendarFeedScope, { title: string; description: string }> = {
  HOST: {
    title: 'Mis citas',
    description: 'Tus citas de 30 días atrás a 180 días adelante, en la hora de la clínica.',
  },
  SPACE: {
    title: 'Toda la clínica',
    description: 'Las citas de todos los profesionales, con el nombre de cada uno.',
  },
};

/** User settings: the secret calendar URLs a professional subscribes to from their phone. */
export function MyCalendarSection() {
  const spaces = useSpaces();
  const [chosenSpaceId, setChosenSpaceId] = useState<string | null>(null);
  const spaceId = chosenSpaceId ?? spaces.data?.[0]?.id ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Mi calendario</CardTitle>
        <CardDescription>
          Suscríbete a tus citas desde el calendario de tu teléfono o de tu ordenador (Apple, Google,
          Outlook): se actualizan solas. Cada cita muestra el cliente, la mascota, el servicio y un enlace a
          la agenda; nunca datos clínicos.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {spaces.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : spaces.isError ? (
          <Alert kind="error">{getErrorMessage(spaces.error, 'No se pudieron cargar tus espacios')}</Alert>
        ) : !spaceId ? (
          <p className="text-sm text-slate-600">
            Cuando formes parte de una clínica podrás suscribirte a tus citas.
          </p>
        ) : (
          <>
            {(spaces.data?.length ?? 0) > 1 && (
              <Select
                label="Clínica"
                value={spaceId}
                onChange={(event) => setChosenSpaceId(event.target.value)}
                options={(spaces.data ?? []).map((space) => ({ value: space.id, label: space.name }))}
              />
            )}
            <SpaceFeeds key={spaceId} spaceId={spaceId} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SpaceFeeds({ spaceId }: { spaceId: string }) {
  const feeds = useCalendarFeeds(spaceId);
  if (feeds.isPending) return <Skeleton className="h-24 w-full" />;
  if (feeds.isError) {
    return <Alert kind="error">{getErrorMessage(feeds.error, 'No se pudo cargar tu calendario')}</Alert>;
  }
  return (
    <div className="space-y-6">
      {feeds.data.canTakePersonalFeed ? (
        <>
          <FeedControls spaceId={spaceId} scope="HOST" feed={feeds.data.personal} />
          <CalDavConnectionControls spaceId={spaceId} />
        </>
      ) : (
        <p className="text-sm text-slate-600">
          En esta clínica no tienes agenda propia: no hay citas tuyas a las que suscribirte.
        </p>
      )}
      {feeds.data.canTakeSpaceFeed && (
        <FeedControls spaceId={spaceId} scope="SPACE" feed={feeds.data.space} />
      )}
    </div>
  );
}

function FeedControls({
  spaceId,
  scope,
  feed,
}: {
  spaceId: string;
  scope: CalendarFeedScope;
  feed: CalendarFeed | null;
}) {
  const create = useCreateCalendarFeedLink(spaceId);
  const update = useUpdateCalendarFeed(spaceId);
  const remove = useDeleteCalendarFeed(spaceId);
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [isConfirmingNew, setIsConfirmingNew] = useState(false);
  const text = SCOPE_TEXT[scope];
  const headingId = `calendar-feed-${scope}`;
  const switchId = `calendar-feed-${scope}-hide-names`;

  const makeLink = () =>
    create.mutate(scope, {
      onSuccess: (made) => {
        setLink(made);
        setIsConfirmingNew(false);
        notify.success(feed ? CALENDAR_FEED_MESSAGES.regenerated : CALENDAR_FEED_MESSAGES.created);
      },
      onError: (error) => notify.error(getErrorMessage(error, 'No se pudo crear el enlace')),
    });
  const hideNames = (hideClientNames: boolean) =>
    update.mutate(
      { scope, hideClientNames },
      {
        onSuccess: () => notify.success(CALENDAR_FEED_MESSAGES.updated),
        onError: (error) => notify.error(getErrorMessage(error, 'No se pudo guardar la preferencia')),
      },
    );
  const turnOff = () =>
    remove.mutate(scope, {
      onSuccess: () => {
        setLink(null);
        notify.success(CALENDAR_FEED_MESSAGES.deleted);
      },
      onError: (error) => notify.error(getErrorMessage(error, 'No se pudo desactivar el enlace')),
    });
  const isHidden = update.isPending ? update.variables.hideClientNames : (feed?.hideClientNames ?? false);

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-control border border-slate-200 p-4">
      <div>
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <CalendarDays className="size-4" aria-hidden />
          {text.title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{text.description}</p>
      </div>

      {link && <NewFeedLink headingId={headingId} link={link} />}

      {feed ? (
        <>
          {!link && (
            <p className="text-sm text-slate-700">Enlace activo desde el {formatDate(feed.createdAt)}.</p>
          )}
          <div className="flex items-center justify-between gap-4">
            <label htmlFor={switchId} className="text-sm font-medium text-slate-700">
              Ocultar los nombres de los clientes
            </label>
            <Switch id={switchId} checked={isHidden} onCheckedChange={hideNames} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setIsConfirmingNew(true)}>
              Generar enlace nuevo
            </Button>
            <Button variant="ghost" size="sm" onClick={turnOff} disabled={remove.isPending}>
              Desactivar
            </Button>
          </div>
          <ConfirmDialog
            isOpen={isConfirmingNew}
            onOpenChange={setIsConfirmingNew}
            title="¿Generar un enlace nuevo?"
            description="El enlace actual dejará de funcionar al instante en todos los calendarios suscritos. Tendrás que suscribirte de nuevo con el enlace nuevo."
            confirmLabel="Generar enlace nuevo"
            onConfirm={makeLink}
            isConfirming={create.isPending}
          />
        </>
      ) : (
        !link && (
          <Button size="sm" onClick={makeLink} disabled={create.isPending}>
            Crear enlace de suscripción
          </Button>
        )
      )}
    </section>
  );
}

/** Copies the link, and says whether it could. */
async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Enlace copiado');
  } catch {
    notify.error('No se pudo copiar: selecciona el enlace y cópialo a mano');
  }
}

/** The link just made: shown once, to subscribe to or copy. */
function NewFeedLink({ headingId, link }: { headingId: string; link: CalendarFeedLink }) {
  return (
    <div className="space-y-2 rounded-control bg-slate-50 p-3">
      <label htmlFor={`${headingId}-url`} className="block text-sm font-medium text-slate-700">
        Tu enlace secreto
      </label>
      <input
        id={`${headingId}-url`}
        readOnly
        value={link.webcalUrl}
        onFocus={(event) => event.currentTarget.select()}
        className="block h-10 w-full rounded-control border border-slate-300 bg-white px-3 font-mono text-xs text-slate-900"
      />
      <p className="text-xs text-slate-600">
        Cópialo ahora: por seguridad no lo volveremos a mostrar. Quien tenga el enlace verá estas citas.
      </p>
      <div className="flex flex-wrap gap-2">
        <a href={link.webcalUrl} className={buttonStyles({ variant: 'primary', size: 'sm' })}>
          Suscribirme en mi calendario
        </a>
        <Button variant="outline" size="sm" onClick={() => copy(link.webcalUrl)}>
          <Copy className="size-4" aria-hidden />
          Copiar enlace
        </Button>
      </div>
    </div>
  );
}
