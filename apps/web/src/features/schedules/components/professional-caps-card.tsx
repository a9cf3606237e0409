import { MAX_DAILY_CAP } from '@citavet/domain/services/service.schema';
import { Gauge } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type HostOption, useHostOptions } from '@/api/get-host-options';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useSetMemberDailyCap } from '../api/set-member-daily-cap';

/**
 * 'Máximo de citas por día' per professional (decision 048): ADMIN-only, beside the
 * week's hours. Empty means no cap; the per-service cap lives in the service's form.
 */
export function ProfessionalCapsCard({ spaceId }: { spaceId: string }) {
  const hostsQuery = useHostOptions(spaceId, { isEnabled: true });
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Gauge className="size-5 text-primary" aria-hidden />
          Máximo de citas por día por profesional
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Cuando un profesional llega a su máximo, ese día deja de ofrecer horas. Déjalo vacío para no
          limitar.
        </p>
      </div>
      {hostsQuery.isPending ? (
        <div className="space-y-2 p-4" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : hostsQuery.isError ? (
        <ErrorState
          title="Error al cargar los profesionales"
          message={getErrorMessage(hostsQuery.error, 'No se pudieron cargar los profesionales')}
          onRetry={() => void hostsQuery.refetch()}
          isRetrying={hostsQuery.isFetching}
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {hostsQuery.data.map((host) => (
            <CapRow key={host.id} spaceId={spaceId} host={host} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function CapRow({ spaceId, host }: { spaceId: string; host: HostOption }) {
  const saved = host.dailyCap === null ? '' : String(host.dailyCap);
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const update = useSetMemberDailyCap(spaceId);
  const fieldId = `maximo-diario-${host.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    const dailyCap = text === '' ? null : Number(text);
    if (dailyCap !== null && (!Number.isInteger(dailyCap) || dailyCap < 1 || dailyCap > MAX_DAILY_CAP)) {
      setError(`Escribe un número entero entre 1 y ${MAX_DAILY_CAP}, o déjalo vacío`);
      return;
    }
    setError(null);
    update.mutate(
      { userId: host.id, dailyCap },
      {
        onSuccess: ({ message }) => notify.success(message ?? 'Máximo diario actualizado'),
        onError: (failure) => setError(getErrorMessage(failure, 'No se pudo guardar el máximo')),
      },
    );
  };

  return (
    <li className="px-4 py-3">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1">
          <p className="font-medium text-slate-900">{host.name}</p>
          <p className="text-sm text-slate-500">
            {host.dailyCap === null ? 'Sin límite' : `Máximo ${host.dailyCap} al día`}
          </p>
        </div>
        <Input
          label="Citas al día"
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_DAILY_CAP}
          placeholder="Sin límite"
          className="w-32"
          value={value}
          error={error ?? undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button
          type="submit"
          variant="outline"
          isLoading={update.isPending}
          disabled={value.trim() === saved}
        >
          Guardar
        </Button>
      </form>
    </li>
  );
}
