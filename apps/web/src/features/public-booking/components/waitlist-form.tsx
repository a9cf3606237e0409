import { JoinWaitlistResultSchema } from '@citavet/domain/waitlist/waitlist.schema';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/lib/format-local-date';
import { isAnyHost } from '../booking-flow/any-host';

// 'Avísame si se libera un hueco' (docs/decisions/085-waitlist.md): loaded only when the visitor
// opens it, so the public page's first load carries none of it.

interface WaitlistFormProps {
  target: { spaceId: string; serviceId: string; hostId: string };
  /** The day the visitor found full. */
  date: string;
}

const LENGTHS = [
  { days: 3, label: '3 días' },
  { days: 7, label: '1 semana' },
  { days: 14, label: '2 semanas' },
  { days: 30, label: '1 mes' },
];

export function WaitlistForm({ target, date }: WaitlistFormProps) {
  const id = useId();
  const { state, submit } = useJoinWaitlist(target);

  if (state.kind === 'done') return <WaitlistJoined leavePath={state.leavePath} />;

  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-card border border-slate-200 bg-white p-4"
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="text-sm font-semibold text-slate-800">
        Avísame si se libera un hueco
      </h4>
      <p className="text-sm text-slate-600">
        Dinos cuándo puedes venir y te escribiremos si alguien cancela. El primero de la lista tiene unos
        minutos para confirmarlo.
      </p>
      {state.kind === 'error' && (
        <Alert kind="error" title="No se pudo guardar tu solicitud">
          {state.message}
        </Alert>
      )}
      <Input id={`${id}-name`} name="name" label="Nombre" autoComplete="name" isRequiredMarked required />
      <Input
        id={`${id}-email`}
        name="email"
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        helperText="Te enviaremos la oferta a este correo."
      />
      <Input
        id={`${id}-phone`}
        name="phone"
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        helperText="Correo o teléfono: al menos uno."
      />
      <Input id={`${id}-pet`} name="petName" label="Nombre de la mascota (opcional)" />
      <WaitlistWhenFields id={id} date={date} />
      <Button type="submit" isLoading={state.kind === 'sending'}>
        Apuntarme a la lista de espera
      </Button>
    </form>
  );
}

/** The request in 'state', sent from the form's fields; the answer carries the link to leave the list. */
function useJoinWaitlist(target: WaitlistFormProps['target']) {
  const [state, setState] = useState<
    | { kind: 'editing' }
    | { kind: 'sending' }
    | { kind: 'error'; message: string }
    | { kind: 'done'; leavePath: string }
  >({ kind: 'editing' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setState({ kind: 'sending' });
    try {
      const { spaceId, serviceId, hostId } = target;
      const { data } = await apiClient.post(
        `/public/space/${encodeURIComponent(spaceId)}/service/${encodeURIComponent(serviceId)}/waitlist`,
        {
          body: {
            hostId: isAnyHost(hostId) ? null : hostId,
            name: text('name'),
            email: text('email') || null,
            phone: text('phone') || null,
            petName: text('petName') || null,
            windows: [
              { date: text('date'), from: text('from'), to: text('to') === '00:00' ? '24:00' : text('to') },
            ],
            days: Number(text('days')),
          },
          schema: JoinWaitlistResultSchema,
        },
      );
      setState({ kind: 'done', leavePath: data.request.leavePath });
    } catch (error) {
      setState({ kind: 'error', message: getErrorMessage(error, 'No se pudo guardar tu solicitud') });
    }
  }

  return { state, submit };
}

/** Joined: what happens next, and the link to leave the list. */
function WaitlistJoined({ leavePath }: { leavePath: string }) {
  return (
    <Alert kind="success" title="Te avisaremos si se libera un hueco">
      Si alguien cancela en el día y la franja que elegiste, te escribiremos con un enlace para reservarlo.{' '}
      Guarda este enlace por si quieres salir de la lista:{' '}
      <a className="font-medium underline" href={leavePath}>
        salir de la lista de espera
      </a>
      .
    </Alert>
  );
}

/** The day (in words under it), the hours the visitor can come, and how long to stay on the list. */
function WaitlistWhenFields({ id, date }: { id: string; date: string }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2">
          <Input
            id={`${id}-date`}
            name="date"
            label="Día"
            type="date"
            defaultValue={date}
            required
            aria-describedby={`${id}-date-words`}
          />
        </div>
        <Input id={`${id}-from`} name="from" label="Desde" type="time" defaultValue="09:00" required />
        <Input id={`${id}-to`} name="to" label="Hasta" type="time" defaultValue="20:00" required />
      </div>
      <p id={`${id}-date-words`} className="text-xs text-slate-500 first-letter:uppercase">
        {formatLongDate(date)}
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-days`} className="block text-sm font-medium text-slate-700">
          ¿Cuánto tiempo quieres estar en la lista?
        </label>
        <select
          id={`${id}-days`}
          name="days"
          defaultValue="7"
          className="w-full rounded-control border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {LENGTHS.map((length) => (
            <option key={length.days} value={length.days}>
              {length.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
