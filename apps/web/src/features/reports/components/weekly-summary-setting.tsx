import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useReportPreferences, useUpdateReportPreferences } from '../api/report-preferences-api';

/** User settings: the weekly reports summary e-mail that ADMINs get on Monday morning (opt-out). */
export function WeeklySummarySetting() {
  const preferences = useReportPreferences();
  const update = useUpdateReportPreferences();
  const isOn = update.isPending ? update.variables.weeklySummaryEmail : preferences.data?.weeklySummaryEmail;
  const change = (weeklySummaryEmail: boolean) =>
    update.mutate(
      { weeklySummaryEmail },
      {
        onSuccess: () =>
          notify.success(
            weeklySummaryEmail ? 'Recibirás el resumen semanal' : 'Ya no recibirás el resumen semanal',
          ),
        onError: (error) => notify.error(getErrorMessage(error, 'No se pudo guardar la preferencia')),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Resumen semanal por correo</CardTitle>
        <CardDescription>
          Los lunes por la mañana (hora de la clínica), las cifras de la semana anterior de cada espacio que
          administras: citas, cancelaciones, ingresos y clientes.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-4">
        <label htmlFor="weekly-summary-email" className="text-sm font-medium text-slate-700">
          Recibir el resumen semanal
        </label>
        {preferences.isPending ? (
          <Skeleton className="h-6 w-11" />
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-error">
            {getErrorMessage(preferences.error, 'No se pudo cargar la preferencia')}
          </p>
        ) : (
          <Switch id="weekly-summary-email" checked={Boolean(isOn)} onCheckedChange={change} />
        )}
      </CardContent>
    </Card>
  );
}
