import {
  ONLINE_PAUSE_LENGTH_LABELS,
  ONLINE_PAUSE_LENGTHS,
  type OnlinePause,
  type OnlinePauseLength,
  type OnlinePauseScope,
} from '@citavet/domain/online-pauses/online-pause.schema';
import { clsx } from 'clsx';
import { PauseCircle, PlayCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useOnlinePauses, useResumeOnlinePause, useStartOnlinePause } from '../api/online-pauses';

// 'Pausar reservas online' (decision 078): from the agenda's header an ADMIN pauses the whole
// clinic or themselves, a professional themselves, for a set length; the running pauses show as a
// band under the header with 'Reanudar'. Staff keep booking by hand meanwhile.

interface OnlinePauseProps {
  spaceId: string;
  currentUserId: string;
  /** ADMIN: may pause and resume the whole clinic, and anyone's pause. */
  canPauseClinic: boolean;
  /** A professional: may pause their own online bookings. */
  canPauseSelf: boolean;
  isMobile: boolean;
}

export function OnlinePauseButton(props: OnlinePauseProps) {
  const [isOpen, setIsOpen] = useState(false);
  if (!props.canPauseClinic && !props.canPauseSelf) return null;
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <Button
        variant="outline"
        size="sm"
        icon={<PauseCircle className="size-4" aria-hidden />}
        onClick={() => setIsOpen(true)}
        aria-label={props.isMobile ? 'Pausar reservas online' : undefined}
      >
        {!props.isMobile && 'Pausar reservas online'}
      </Button>
      {isOpen && <PauseDialog {...props} onDone={() => setIsOpen(false)} />}
    </Dialog>
  );
}

function PauseDialog(props: OnlinePauseProps & { onDone: () => void }) {
  const formId = useId();
  const [scope, setScope] = useState<OnlinePauseScope>(props.canPauseClinic ? 'SPACE' : 'SELF');
  const [length, setLength] = useState<OnlinePauseLength>('1h');
  const [untilTime, setUntilTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartOnlinePause(props.spaceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const input = length === 'until' ? { scope, length, untilTime } : { scope, length };
    start.mutate(input, {
      onSuccess: ({ data }) => {
        notify.success(`Reservas online en pausa ${data.pause.untilLabel}`);
        props.onDone();
      },
      onError: (failure) => setError(getErrorMessage(failure, 'No se pudo pausar. Intenta nuevamente.')),
    });
  };
  return (
    <DialogContent
      title="Pausar reservas online"
      description="Durante la pausa la página pública no ofrece horarios. Las citas ya reservadas no cambian y nadie recibe avisos; el equipo puede seguir agendando."
      footer={
        <>
          <Button variant="outline" onClick={props.onDone}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={start.isPending}>
            Pausar
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-5">
        {props.canPauseClinic && props.canPauseSelf && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">Para quién</legend>
            <Choice
              name={`${formId}-scope`}
              value="SPACE"
              checked={scope === 'SPACE'}
              onChange={() => setScope('SPACE')}
            >
              Toda la clínica
            </Choice>
            <Choice
              name={`${formId}-scope`}
              value="SELF"
              checked={scope === 'SELF'}
              onChange={() => setScope('SELF')}
            >
              Solo mis reservas
            </Choice>
          </fieldset>
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Cuánto dura</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {ONLINE_PAUSE_LENGTHS.map((each) => (
              <Choice
                key={each}
                name={`${formId}-length`}
                value={each}
                checked={length === each}
                onChange={() => setLength(each)}
              >
                {ONLINE_PAUSE_LENGTH_LABELS[each]}
              </Choice>
            ))}
          </div>
        </fieldset>
        {length === 'until' && (
          <Input
            label="Hasta las"
            id={`${formId}-hasta`}
            type="time"
            step={5 * 60}
            required
            value={untilTime}
            onChange={(event) => setUntilTime(event.target.value)}
          />
        )}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </DialogContent>
  );
}

function Choice(props: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: string;
}) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-center gap-2 rounded-control border px-3 py-2 text-sm',
        props.checked ? 'border-primary bg-primary/5 text-slate-900' : 'border-slate-300 text-slate-700',
      )}
    >
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onChange}
        className="accent-primary"
      />
      {props.children}
    </label>
  );
}

/** The running pauses as a band under the header, each with 'Reanudar' for whoever may end it. */
export function OnlinePauseBand(props: OnlinePauseProps) {
  const pauses = useOnlinePauses(props.spaceId);
  const resume = useResumeOnlinePause(props.spaceId);
  const running = pauses.data ?? [];
  if (running.length === 0) return null;
  const mayResume = (pause: OnlinePause) =>
    props.canPauseClinic || (pause.hostId !== null && pause.hostId === props.currentUserId);
  const resumePause = (pause: OnlinePause) =>
    resume.mutate(pause.id, {
      onSuccess: () => notify.success('Reservas online reanudadas'),
      onError: (failure) =>
        notify.error(getErrorMessage(failure, 'No se pudo reanudar. Intenta nuevamente.')),
    });
  return (
    <ul aria-label="Pausas de reservas online" className="space-y-2">
      {running.map((pause) => (
        <li
          key={pause.id}
          data-testid="pausa-reservas-online"
          className="flex flex-wrap items-center gap-3 rounded-card border border-amber-300 bg-amber-50 bg-[repeating-linear-gradient(135deg,transparent,transparent_8px,rgb(253_230_138/0.45)_8px,rgb(253_230_138/0.45)_16px)] px-4 py-3"
        >
          <PauseCircle className="size-5 shrink-0 text-amber-700" aria-hidden />
          <p className="min-w-0 flex-1 text-sm text-amber-900">
            <span className="font-semibold">
              {pause.hostId === null
                ? 'Reservas online en pausa para toda la clínica'
                : `Reservas online en pausa para ${pause.hostId === props.currentUserId ? 'ti' : (pause.hostName ?? 'un profesional')}`}
            </span>{' '}
            {pause.untilLabel}. La página pública no ofrece horarios; el equipo puede seguir agendando.
          </p>
          {mayResume(pause) && (
            <Button
              variant="outline"
              size="sm"
              icon={<PlayCircle className="size-4" aria-hidden />}
              isLoading={resume.isPending && resume.variables === pause.id}
              onClick={() => resumePause(pause)}
            >
              Reanudar
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
