import type { Service } from '@citavet/domain/services/service.schema';
import { Badge } from '@/components/ui/badge';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useUpdateService } from '../api/update-service';

interface ServiceStatusToggleProps {
  service: Service;
  canChange: boolean;
}

export function ServiceStatusBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? 'success' : 'neutral'}>{isActive ? 'Activo' : 'Inactivo'}</Badge>;
}

/** Estado: admins flip `isActive` in place; everyone else sees the badge. */
export function ServiceStatusToggle({ service, canChange }: ServiceStatusToggleProps) {
  const update = useUpdateService();
  if (!canChange) return <ServiceStatusBadge isActive={service.isActive} />;

  // While the change travels the switch already shows where it is going.
  const isActive = update.isPending ? !service.isActive : service.isActive;
  const toggle = (nextIsActive: boolean) =>
    update.mutate(
      { serviceId: service.id, payload: { isActive: nextIsActive } },
      {
        onSuccess: () => notify.success(nextIsActive ? 'Servicio activado' : 'Servicio desactivado'),
        onError: (error) => notify.error(getErrorMessage(error, 'Error al actualizar servicio')),
      },
    );

  return (
    <span className="inline-flex items-center gap-2">
      <Switch
        checked={isActive}
        onCheckedChange={toggle}
        aria-label={`Estado de ${service.name}`}
        className={update.isPending ? 'pointer-events-none opacity-70' : undefined}
      />
      <span className={isActive ? 'text-sm font-medium text-green-800' : 'text-sm text-slate-500'}>
        {isActive ? 'Activo' : 'Inactivo'}
      </span>
    </span>
  );
}
