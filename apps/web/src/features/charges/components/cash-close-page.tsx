import { canDoChargeAction } from '@citavet/domain/charges/charge-permissions';
import { todayIn } from '@citavet/domain/public/public-slot';
import { useState } from 'react';
import { useHostOptions } from '@/api/get-host-options';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useCashClose } from '../api/charges-api';
import { CashCloseHeader, CashLinesTable, CloseDayForm, ClosedDayNote } from './cash-close-sections';

/**
 * /dashboard/{spaceId}/caja: 'Cierre de caja'. A day's expected money per method (for one person or
 * the whole clinic) against the cash counted; ADMINs close the day, which locks it.
 */
export function CashClosePage() {
  useDocumentTitle('Cierre de caja');
  const { currentSpace } = useSpaceAccess();
  const timeZone = currentSpace?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [date, setDate] = useState(() => todayIn(timeZone, Date.now()));
  const [userId, setUserId] = useState('');
  if (!currentSpace) return null;
  return (
    <CashDay
      key={`${currentSpace.id}-${date}-${userId}`}
      spaceId={currentSpace.id}
      canClose={canDoChargeAction(currentSpace.myRole ?? null, 'CLOSE_DAY')}
      date={date}
      userId={userId}
      onDate={setDate}
      onUser={setUserId}
    />
  );
}

function CashDay(props: {
  spaceId: string;
  canClose: boolean;
  date: string;
  userId: string;
  onDate: (date: string) => void;
  onUser: (userId: string) => void;
}) {
  const { spaceId, date, userId } = props;
  const day = useCashClose(spaceId, date, userId);
  const members = useHostOptions(spaceId, { isEnabled: true });
  const lines = day.data?.lines ?? [];
  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-24 xs:pb-0">
      <CashCloseHeader spaceId={spaceId} canClose={props.canClose} />
      <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
        <Input
          id="cash-date"
          label="Día"
          type="date"
          value={date}
          onChange={(event) => event.target.value && props.onDate(event.target.value)}
        />
        <Select
          id="cash-person"
          label="Persona"
          options={[
            { value: '', label: 'Toda la clínica' },
            ...(members.data ?? []).map((member) => ({ value: member.id, label: member.name })),
          ]}
          value={userId}
          onChange={(event) => props.onUser(event.target.value)}
        />
      </Card>
      {day.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : day.isError ? (
        <ErrorState
          message={getErrorMessage(day.error, 'Intenta nuevamente.')}
          onRetry={() => void day.refetch()}
        />
      ) : (
        <Card className="p-4 sm:p-6">
          {lines.length === 0 ? (
            <p className="text-sm text-slate-600">No hay pagos registrados ese día.</p>
          ) : (
            <CashLinesTable lines={lines} />
          )}
          {day.data.closed ? (
            <ClosedDayNote closed={day.data.closed} />
          ) : props.canClose ? (
            <CloseDayForm spaceId={spaceId} date={date} userId={userId} lines={lines} />
          ) : (
            <p className="mt-4 text-sm text-slate-600">Solo los administradores pueden cerrar la caja.</p>
          )}
        </Card>
      )}
    </div>
  );
}
