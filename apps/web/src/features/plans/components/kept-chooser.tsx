import type { PlanOverview } from '@citavet/domain/plans/plan.schema';
import { useState } from 'react';
import { useKeepUnderPlan } from '@/api/space-plan';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';

/**
 * After a move to a smaller plan: which services stay active and which professional keeps taking
 * appointments. Shown only while there are more than the plan allows; until the ADMIN chooses, the
 * ones created first stay active (the API's rule), and they start ticked here.
 */
export function KeptChooser({
  spaceId,
  canEdit,
  overview,
}: {
  spaceId: string;
  canEdit: boolean;
  overview: PlanOverview;
}) {
  const serviceLimit = overview.usage.find((line) => line.thing === 'services')?.limit ?? null;
  const activeServices = overview.services.filter((service) => service.isActive);
  const isOverServices = serviceLimit !== null && activeServices.length > serviceLimit;
  const isOverProfessionals = overview.professionals.some((professional) => !professional.isKept);
  const [serviceIds, setServiceIds] = useState(() =>
    overview.services.filter((service) => service.isKept).map((service) => service.id),
  );
  const [professionalId, setProfessionalId] = useState(
    () => overview.professionals.find((professional) => professional.isKept)?.userId ?? null,
  );
  const keep = useKeepUnderPlan(spaceId);
  if (!isOverServices && !isOverProfessionals) return null;

  const toggle = (id: string, isChecked: boolean) =>
    setServiceIds((ids) => (isChecked ? [...ids, id] : ids.filter((other) => other !== id)));
  const isFull = serviceLimit !== null && serviceIds.length >= serviceLimit;
  const save = () =>
    keep.mutate(
      { serviceIds, professionalId: isOverProfessionals ? professionalId : null },
      {
        onSuccess: ({ message }) => notify.success(message ?? 'Selección guardada'),
        onError: (error) => notify.error(getErrorMessage(error, 'No se pudo guardar la selección')),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Elige qué sigue activo</CardTitle>
        <CardDescription>
          Tu plan {overview.plan.name} tiene menos cabida que lo que ya creaste. No se borra nada: las citas
          siguen en pie, y lo que no elijas queda desactivado hasta que cambies de plan. Mientras no elijas,
          siguen activos los creados primero.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {isOverServices && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">
              Servicios activos ({serviceIds.length} de {serviceLimit})
            </legend>
            {overview.services.map((service) => {
              const isChecked = serviceIds.includes(service.id);
              return (
                <Checkbox
                  key={service.id}
                  id={`kept-service-${service.id}`}
                  label={service.name}
                  checked={isChecked}
                  disabled={!canEdit || (!isChecked && isFull)}
                  onCheckedChange={(checked) => toggle(service.id, checked)}
                />
              );
            })}
          </fieldset>
        )}
        {isOverProfessionals && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Profesional que sigue atendiendo</legend>
            {overview.professionals.map((professional) => (
              <label key={professional.userId} className="flex items-center gap-2.5 text-sm text-slate-800">
                <input
                  type="radio"
                  name="kept-professional"
                  className="size-4 accent-primary"
                  checked={professionalId === professional.userId}
                  disabled={!canEdit}
                  onChange={() => setProfessionalId(professional.userId)}
                />
                {professional.name}
              </label>
            ))}
          </fieldset>
        )}
        {canEdit && (
          <Button onClick={save} isLoading={keep.isPending}>
            Guardar selección
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
