import { type ChargeCurrency, formatMoney, minorFromDecimal } from '@citavet/domain/charges/charge-money';
import { ServiceListSchema } from '@citavet/domain/services/service.schema';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { serviceQueryKeys } from '@/api/service-query-keys';
import { fieldBorderClasses, inputClasses } from '@/components/ui/input';
import { apiClient } from '@/lib/api-client';

type Pickable = { id: string; name: string; price: number };

/** 'Agregar servicio': the active services of the catalogue in the charge's currency, at their price. */
export function CataloguePicker({
  spaceId,
  currency,
  onPick,
}: {
  spaceId: string;
  currency: ChargeCurrency;
  onPick: (service: Pickable) => void;
}) {
  const services = useQuery({
    queryKey: serviceQueryKeys.list(spaceId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/services`, {
          schema: ServiceListSchema,
          signal,
        })
      ).data.services,
  });
  const offered = (services.data ?? []).filter(
    (service) => service.isActive !== false && service.currency === currency,
  );
  return (
    <select
      aria-label="Agregar servicio del catálogo"
      className={clsx(inputClasses, fieldBorderClasses(false), 'h-9 w-56 cursor-pointer')}
      value=""
      disabled={!services.data}
      onChange={(event) => {
        const service = offered.find((item) => item.id === event.target.value);
        if (service) onPick({ id: service.id, name: service.name, price: service.price });
      }}
    >
      <option value="">{services.isPending ? 'Cargando servicios…' : '+ Servicio del catálogo'}</option>
      {offered.map((service) => (
        <option key={service.id} value={service.id}>
          {service.name} · {formatMoney(minorFromDecimal(service.price, currency), currency)}
        </option>
      ))}
    </select>
  );
}
