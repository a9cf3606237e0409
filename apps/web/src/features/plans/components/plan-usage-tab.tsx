import type { PlanOverview } from '@citavet/domain/plans/plan.schema';
import { findPlan, UPGRADE_PLAN_ID } from '@citavet/domain/plans/plans';
import { trialDaysLeftMessage } from '@citavet/domain/plans/space-plan';
import { Sparkles } from 'lucide-react';
import { useRequestUpgrade, useSpacePlan, useStartTrial } from '@/api/space-plan';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/formatters';
import { KeptChooser } from './kept-chooser';
import { UsageMeter } from './usage-meter';

const premium = findPlan(UPGRADE_PLAN_ID);
export const TRIAL_BUTTON_LABEL = `Probar ${premium.name} ${premium.trialDays} días gratis, sin tarjeta`;

/** Settings › 'Plan y uso': the plan, the trial, the month's usage, the way up, what stays active. */
export function PlanUsageTab({ spaceId, canEdit }: { spaceId: string; canEdit: boolean }) {
  const plan = useSpacePlan(spaceId);
  if (plan.isPending) {
    return (
      <div className="space-y-4" role="status" aria-busy="true" aria-label="Cargando el plan">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (!plan.data) {
    return (
      <Card>
        <ErrorState
          title="No se pudo cargar el plan"
          message={getErrorMessage(plan.error, 'Comprueba tu conexión e inténtalo de nuevo.')}
          onRetry={() => void plan.refetch()}
          isRetrying={plan.isFetching}
        />
      </Card>
    );
  }
  return <PlanUsageView spaceId={spaceId} canEdit={canEdit} overview={plan.data} />;
}

function PlanUsageView({
  spaceId,
  canEdit,
  overview,
}: {
  spaceId: string;
  canEdit: boolean;
  overview: PlanOverview;
}) {
  const startTrial = useStartTrial(spaceId);
  const requestUpgrade = useRequestUpgrade(spaceId);
  const { plan } = overview;
  const isFree = plan.id === 'gratuito';
  const onTrial = () =>
    startTrial.mutate(undefined, {
      onSuccess: ({ message }) => notify.success(message ?? 'Empezó tu prueba de Premium'),
      onError: (error) => notify.error(getErrorMessage(error, 'No se pudo empezar la prueba')),
    });
  const onUpgrade = () =>
    requestUpgrade.mutate(undefined, {
      onSuccess: ({ message }) => notify.success(message ?? 'Hemos recibido tu solicitud'),
      onError: (error) => notify.error(getErrorMessage(error, 'No se pudo enviar la solicitud')),
    });
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>Plan {plan.name}</CardTitle>
            {plan.isTrial && <Badge tone="primary">Prueba gratuita</Badge>}
          </div>
          <CardDescription>
            {plan.trialDaysLeft !== null && plan.endsAt
              ? `${trialDaysLeftMessage(plan.trialDaysLeft)}: termina el ${formatDate(plan.endsAt)}. Después el espacio vuelve al plan Gratuito; no se borra nada.`
              : plan.endsAt
                ? `Hasta el ${formatDate(plan.endsAt)}.`
                : isFree
                  ? 'Para profesionales independientes que empiezan a organizar su agenda.'
                  : 'Sin fecha de fin.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {!overview.areLimitsOn && (
            <Alert kind="info" title="Sin límites de plan">
              Esta instalación no aplica los límites de los planes (PLAN_LIMITS=off).
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {overview.usage.map((line) => (
              <UsageMeter key={line.thing} line={line} />
            ))}
            <UsageMeter
              line={{ used: overview.sms.used, limit: overview.sms.quota, label: overview.sms.label }}
            />
          </div>
          {canEdit && (isFree || plan.isTrial) && (
            <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:flex-wrap">
              {overview.trialRefusal === null && (
                <Button
                  variant="accent"
                  icon={<Sparkles className="size-4" aria-hidden />}
                  isLoading={startTrial.isPending}
                  onClick={onTrial}
                >
                  {TRIAL_BUTTON_LABEL}
                </Button>
              )}
              <Button
                variant={overview.trialRefusal === null ? 'outline' : 'primary'}
                isLoading={requestUpgrade.isPending}
                onClick={onUpgrade}
              >
                Pasar a {premium.name}
              </Button>
            </div>
          )}
          {overview.upgradeRequestedAt && (
            <p className="text-sm text-slate-600" role="status">
              Pediste pasar a {premium.name} el {formatDate(overview.upgradeRequestedAt)}: nuestro equipo te
              escribirá.
            </p>
          )}
          {canEdit && overview.trialRefusal !== null && isFree && (
            <p className="text-sm text-slate-600">{overview.trialRefusal}</p>
          )}
        </CardContent>
      </Card>
      {overview.areLimitsOn && <KeptChooser spaceId={spaceId} canEdit={canEdit} overview={overview} />}
    </div>
  );
}
