import {
  DisabledDateCheckQuerySchema,
  INVALID_DATE_TIME_MESSAGE,
} from '@citavet/domain/disabled-dates/disabled-date.schema';
import { type FormEvent, useState } from 'react';
import { useHostOptions } from '@/api/get-host-options';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCheckDisabledDate } from '../api/check-disabled-date';
import { DISABLED_DATE_ERRORS, errorDetailOf } from '../disabled-date-errors';
import { formatCalendarDay, formatDisabledDateRange, todayIn } from '../disabled-date-format';

const SPACE_ONLY = '';

interface CheckDisabledDateDialogProps {
  spaceId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isAdmin: boolean;
  userId: string;
  timeZone: string;
}

/**
 * 'Verificar una fecha': is a clinic-local moment blocked, and by which entry? Admins may ask for
 * any host or the space alone; anyone else asks for themself (the server refuses the rest).
 */
export function CheckDisabledDateDialog({
  spaceId,
  isOpen,
  onOpenChange,
  isAdmin,
  userId,
  timeZone,
}: CheckDisabledDateDialogProps) {
  const check = useCheckDisabledDate(spaceId);
  const hostsQuery = useHostOptions(spaceId, { isEnabled: isAdmin && isOpen });
  const [date, setDate] = useState(() => todayIn(timeZone));
  const [time, setTime] = useState('09:00');
  const [hostId, setHostId] = useState(isAdmin ? SPACE_ONLY : userId);
  const [validationMessage, setValidationMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dateTime = date && time ? `${date}T${time}` : undefined;
    const parsed = DisabledDateCheckQuerySchema.safeParse({ dateTime });
    if (!parsed.success) {
      setValidationMessage(parsed.error.issues[0]?.message ?? INVALID_DATE_TIME_MESSAGE);
      return;
    }
    setValidationMessage(null);
    check.mutate({ dateTime: parsed.data.dateTime, hostId: hostId || undefined });
  };

  const changeOpen = (nextIsOpen: boolean) => {
    if (!nextIsOpen) check.reset();
    onOpenChange(nextIsOpen);
  };

  const answer = check.data;
  // The moment that was asked about, not whatever the inputs hold now.
  const [askedDate = '', askedTime = ''] = check.variables?.dateTime.split('T') ?? [];
  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogContent
        title="Verificar una fecha"
        description={`Comprueba si un día y una hora de la clínica (${timeZone}) están deshabilitados.`}
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          {check.isError && (
            <Alert kind="error" title={DISABLED_DATE_ERRORS.check} onClose={check.reset}>
              {errorDetailOf(check.error)}
            </Alert>
          )}
          <div className="grid grid-cols-2 gap-4">
            <Input
              label="Fecha"
              id="verificar-fecha"
              type="date"
              className="tabular-nums"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={validationMessage ?? undefined}
            />
            <Input
              label="Hora"
              id="verificar-hora"
              type="time"
              className="tabular-nums"
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          </div>
          {isAdmin && (
            <Select
              label="Profesional"
              id="verificar-host"
              options={[
                { value: SPACE_ONLY, label: 'Solo fechas de todo el espacio' },
                ...(hostsQuery.data ?? []).map((host) => ({ value: host.id, label: host.name })),
              ]}
              value={hostId}
              onChange={(event) => setHostId(event.target.value)}
              helperText="Con un host se cuentan también sus propias fechas deshabilitadas."
            />
          )}
          {answer && !check.isPending && (
            <Alert
              kind={answer.isDisabled ? 'warning' : 'success'}
              title={answer.isDisabled ? 'Fecha deshabilitada' : 'Fecha disponible'}
            >
              {answer.disabledDate
                ? `${answer.disabledDate.title}: ${formatDisabledDateRange(answer.disabledDate, timeZone)}`
                : `No hay ninguna fecha deshabilitada el ${formatCalendarDay(askedDate)} a las ${askedTime}.`}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Cerrar
            </Button>
            <Button type="submit" isLoading={check.isPending}>
              Verificar
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
