import {
  CALDAV_CONNECTION_MESSAGES,
  type CalDavConnection,
} from '@citavet/domain/calendar/caldav-connection.schema';
import { CalendarSync } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/formatters';
import {
  useCalDavConnection,
  useConnectCalDav,
  useDisconnectCalDav,
  useUpdateCalDavConnection,
} from '../api/caldav-connection-api';

const HEADING_ID = 'caldav-connection';

/** 'Mi calendario': the professional's own CalDAV account, whose busy time blocks their agenda. */
export function CalDavConnectionControls({ spaceId }: { spaceId: string }) {
  const status = useCalDavConnection(spaceId);
  return (
    <section aria-labelledby={HEADING_ID} className="space-y-3 rounded-control border border-slate-200 p-4">
      <div>
        <h3 id={HEADING_ID} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <CalendarSync className="size-4" aria-hidden />
          Conectar mi calendario (CalDAV)
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Tus citas personales (médico, viajes…) bloquean tu agenda: nadie podrá reservar contigo a esas
          horas. Funciona con iCloud, Fastmail, Nextcloud y cualquier servidor CalDAV. Usa una contraseña de
          aplicación, no la de tu cuenta.
        </p>
      </div>
      {status.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : status.isError ? (
        <Alert kind="error">
          {getErrorMessage(status.error, 'No se pudo cargar tu conexión de calendario')}
        </Alert>
      ) : status.data.connection ? (
        <ConnectedCalendar
          key={status.data.connection.url}
          spaceId={spaceId}
          connection={status.data.connection}
        />
      ) : (
        <ConnectForm spaceId={spaceId} />
      )}
    </section>
  );
}

function ConnectForm({ spaceId }: { spaceId: string }) {
  const connect = useConnectCalDav(spaceId);
  const [url, setUrl] = useState('');
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate(
      { url, user, password },
      { onSuccess: () => notify.success(CALDAV_CONNECTION_MESSAGES.connected) },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <Input
        label="Dirección del servidor"
        placeholder="https://caldav.icloud.com"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        autoComplete="url"
        isRequiredMarked
      />
      <Input
        label="Usuario"
        value={user}
        onChange={(event) => setUser(event.target.value)}
        autoComplete="username"
        isRequiredMarked
      />
      <PasswordInput
        label="Contraseña de aplicación"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="off"
        isRequiredMarked
      />
      {connect.isError && (
        <Alert kind="error">{getErrorMessage(connect.error, 'No se pudo conectar tu calendario')}</Alert>
      )}
      <Button type="submit" size="sm" disabled={connect.isPending || !url || !user || !password}>
        {connect.isPending ? 'Buscando tus calendarios…' : 'Conectar calendario'}
      </Button>
    </form>
  );
}

function ConnectedCalendar({ spaceId, connection }: { spaceId: string; connection: CalDavConnection }) {
  const update = useUpdateCalDavConnection(spaceId);
  const disconnect = useDisconnectCalDav(spaceId);
  const [busy, setBusy] = useState(
    () =>
      new Set(connection.calendars.filter((calendar) => calendar.blocksTime).map((calendar) => calendar.url)),
  );
  const [isConfirmingDisconnect, setIsConfirmingDisconnect] = useState(false);
  const [target, setTarget] = useState(
    () => connection.calendars.find((calendar) => calendar.receivesBookings)?.url ?? null,
  );
  const toggle = (url: string, isOn: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (isOn) next.add(url);
      else next.delete(url);
      return next;
    });
  const save = () =>
    update.mutate(
      { busyCalendarUrls: [...busy], targetCalendarUrl: target },
      {
        onSuccess: (saved) =>
          saved.failingSince
            ? notify.error(saved.lastFailure ?? 'Tu calendario no responde')
            : notify.success(CALDAV_CONNECTION_MESSAGES.updated),
      },
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Conectado como <strong>{connection.user}</strong> en{' '}
        <span className="break-all">{connection.url}</span>.
      </p>
      {connection.failingSince ? (
        <Alert kind="error">
          Tu calendario no responde desde el {formatDateTime(connection.failingSince)}.{' '}
          {connection.lastFailure ?? ''} Mientras tanto, tu agenda usa las horas ocupadas que leímos la última
          vez.
        </Alert>
      ) : (
        connection.lastPulledAt && (
          <p className="text-xs text-slate-600">Última lectura: {formatDateTime(connection.lastPulledAt)}.</p>
        )
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Calendarios que bloquean mi agenda</legend>
        {connection.calendars.map((calendar, index) => (
          <Checkbox
            key={calendar.url}
            id={`caldav-busy-${index}`}
            label={calendar.name}
            checked={busy.has(calendar.url)}
            onCheckedChange={(isOn) => toggle(calendar.url, isOn)}
          />
        ))}
        <p className="text-xs text-slate-600">
          Solo cuentan los eventos marcados como ocupados; los de todo el día bloquean el día entero en la
          hora de la clínica.
        </p>
      </fieldset>
      <TargetCalendarChoice connection={connection} target={target} onChange={setTarget} />
      {update.isError && (
        <Alert kind="error">{getErrorMessage(update.error, 'No se pudieron guardar tus calendarios')}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Leyendo tu calendario…' : 'Guardar calendarios'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setIsConfirmingDisconnect(true)}>
          Desconectar
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirmingDisconnect}
        onOpenChange={setIsConfirmingDisconnect}
        title="¿Desconectar tu calendario?"
        description="Olvidaremos tu contraseña de aplicación y tus eventos dejarán de bloquear tu agenda. Las citas ya escritas en tu calendario se quedan allí, pero dejarán de actualizarse."
        confirmLabel="Desconectar"
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setIsConfirmingDisconnect(false);
              notify.success(CALDAV_CONNECTION_MESSAGES.disconnected);
            },
            onError: (error) => notify.error(getErrorMessage(error, 'No se pudo desconectar')),
          })
        }
        isConfirming={disconnect.isPending}
      />
    </div>
  );
}

const NO_TARGET = '';

/** Which calendar receives the bookings (decision 090): one the account may write to, or none. */
function TargetCalendarChoice({
  connection,
  target,
  onChange,
}: {
  connection: CalDavConnection;
  target: string | null;
  onChange: (url: string | null) => void;
}) {
  const writable = connection.calendars.filter((calendar) => calendar.writable);
  return (
    <div className="space-y-2">
      <Select
        id="caldav-target-calendar"
        label="Calendario que recibe mis citas"
        value={target ?? NO_TARGET}
        onChange={(event) => onChange(event.target.value === NO_TARGET ? null : event.target.value)}
        options={[
          { value: NO_TARGET, label: 'Ninguno (no escribir mis citas)' },
          ...writable.map((calendar) => ({ value: calendar.url, label: calendar.name })),
        ]}
        helperText="Cada cita tuya se crea, se mueve y se cancela en ese calendario. Solo el servicio, la mascota y el cliente: nunca datos clínicos."
      />
      {connection.writeFailingSince && (
        <Alert kind="error">
          Desde el {formatDateTime(connection.writeFailingSince)} no podemos escribir tus citas.{' '}
          {connection.writeFailure ?? ''}
        </Alert>
      )}
    </div>
  );
}
