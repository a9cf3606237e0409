import type { ChargeSettings, TaxRate } from '@citavet/domain/charges/charge.schema';
import { canDoChargeAction } from '@citavet/domain/charges/charge-permissions';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useChargeSettings, useSaveChargeSettings } from '../api/charges-api';

/** /dashboard/{spaceId}/cobros/ajustes: tax rates, prices with or without tax, the clinic's own methods (ADMINs). */
export function ChargeSettingsPage() {
  useDocumentTitle('Impuestos y medios de pago');
  const { currentSpace } = useSpaceAccess();
  const settings = useChargeSettings(currentSpace?.id ?? '');
  if (!currentSpace) return null;
  if (!canDoChargeAction(currentSpace.myRole ?? null, 'SET_SETTINGS')) {
    return (
      <Alert kind="warning" title="Acceso denegado">
        Solo los administradores pueden cambiar impuestos y medios de pago.
      </Alert>
    );
  }
  if (settings.isPending) return <Skeleton className="h-64 w-full" />;
  if (settings.isError)
    return (
      <ErrorState
        message={getErrorMessage(settings.error, 'Intenta nuevamente.')}
        onRetry={() => void settings.refetch()}
      />
    );
  return (
    <SettingsForm spaceId={currentSpace.id} initial={settings.data} isSuggested={settings.data.isSuggested} />
  );
}

function SettingsForm({
  spaceId,
  initial,
  isSuggested,
}: {
  spaceId: string;
  initial: ChargeSettings;
  isSuggested: boolean;
}) {
  const save = useSaveChargeSettings(spaceId);
  const [pricesIncludeTax, setPricesIncludeTax] = useState(initial.pricesIncludeTax);
  const [rates, setRates] = useState(
    initial.taxRates.map((rate) => ({ ...rate, text: String(rate.rateBp / 100).replace('.', ',') })),
  );
  const [methods, setMethods] = useState(initial.otherMethods.join(', '));
  const submit = () => {
    const taxRates: TaxRate[] = [];
    for (const rate of rates) {
      const percent = Number(rate.text.replace(',', '.'));
      if (!rate.name.trim() || !Number.isFinite(percent) || percent < 0 || percent > 100) {
        notify.error('Revisa el nombre y el porcentaje de cada tasa');
        return;
      }
      taxRates.push({ name: rate.name.trim(), rateBp: Math.round(percent * 100), isDefault: rate.isDefault });
    }
    const otherMethods = methods
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    save.mutate(
      { pricesIncludeTax, taxRates, otherMethods },
      { onSuccess: () => notify.success('Ajustes guardados') },
    );
  };
  return (
    <div className="mx-auto max-w-2xl space-y-6 pb-24 xs:pb-0">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Impuestos y medios de pago</h1>
        {isSuggested && (
          <p className="text-sm text-slate-600">
            Sugeridos según el país de la clínica. Revísalos y guarda para usarlos.
          </p>
        )}
      </div>
      <Card className="space-y-4 p-4 sm:p-6">
        <Checkbox
          id="prices-include-tax"
          label="Los precios incluyen impuestos"
          checked={pricesIncludeTax}
          onCheckedChange={(checked) => setPricesIncludeTax(checked === true)}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">Tasas de impuesto</legend>
          {rates.map((rate, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
            <div key={index} className="grid grid-cols-[1fr_6rem_auto_auto] items-end gap-2">
              <Input
                id={`rate-name-${index}`}
                label="Nombre"
                value={rate.name}
                onChange={(event) =>
                  setRates((all) => all.map((r, i) => (i === index ? { ...r, name: event.target.value } : r)))
                }
              />
              <Input
                id={`rate-percent-${index}`}
                label="%"
                inputMode="decimal"
                value={rate.text}
                onChange={(event) =>
                  setRates((all) => all.map((r, i) => (i === index ? { ...r, text: event.target.value } : r)))
                }
              />
              <label className="flex h-10 items-center gap-1 text-sm text-slate-700">
                <input
                  type="radio"
                  name="default-rate"
                  checked={rate.isDefault}
                  onChange={() => setRates((all) => all.map((r, i) => ({ ...r, isDefault: i === index })))}
                />
                Predeterminada
              </label>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Quitar la tasa ${rate.name}`}
                icon={<Trash2 className="size-4" aria-hidden />}
                onClick={() => setRates((all) => all.filter((_, i) => i !== index))}
              />
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            icon={<Plus className="size-4" aria-hidden />}
            onClick={() => setRates((all) => [...all, { name: '', rateBp: 0, isDefault: false, text: '' }])}
          >
            Agregar tasa
          </Button>
        </fieldset>
        <Input
          id="other-methods"
          label="Otros medios de pago"
          helperText="Separados por comas, por ejemplo: Bizum, Mercado Pago"
          value={methods}
          onChange={(event) => setMethods(event.target.value)}
        />
        {save.isError && (
          <Alert kind="error" title="No se pudieron guardar los ajustes">
            {getErrorMessage(save.error, 'Intenta nuevamente.')}
          </Alert>
        )}
        <div className="flex justify-end">
          <Button isLoading={save.isPending} onClick={submit}>
            Guardar
          </Button>
        </div>
      </Card>
    </div>
  );
}
