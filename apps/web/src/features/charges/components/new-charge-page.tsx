import {
  CHARGE_CURRENCIES,
  type ChargeCurrency,
  minorFromDecimal,
} from '@citavet/domain/charges/charge-money';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { readChargeOrigin } from '@/lib/charge-link';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useBookingCharges, useOriginBooking, useOriginClient } from '../api/charge-origin-api';
import { useChargeSettings } from '../api/charges-api';
import { decimalText, type LineDraft, nextKey } from '../charge-form';
import { ChargeForm } from './charge-form-panel';

const asCurrency = (value: string | undefined): ChargeCurrency =>
  CHARGE_CURRENCIES.includes(value as ChargeCurrency) ? (value as ChargeCurrency) : 'EUR';

/** /dashboard/{spaceId}/cobros/nuevo: a charge from a booking, a client, a pet's visit, or a walk-in sale. */
export function NewChargePage() {
  useDocumentTitle('Nuevo cobro');
  const { currentSpace } = useSpaceAccess();
  const [search] = useSearchParams();
  const origin = readChargeOrigin(search);
  const settings = useChargeSettings(currentSpace?.id ?? '');
  const booking = useOriginBooking(origin.bookingId);
  const clientId = origin.clientId ?? booking.data?.client.id ?? null;
  const client = useOriginClient(currentSpace?.id ?? '', clientId);
  const charged = useBookingCharges(currentSpace?.id ?? '', origin.bookingId);
  if (!currentSpace) return null;
  if (settings.isPending || (origin.bookingId && booking.isPending)) {
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only">Cargando cobro…</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (settings.isError)
    return (
      <Alert kind="error" title="No se pudo abrir el cobro">
        {getErrorMessage(settings.error, 'Intenta nuevamente.')}
      </Alert>
    );
  if (booking.isError)
    return (
      <Alert kind="error" title="No se encontró la cita">
        {getErrorMessage(booking.error, 'Intenta nuevamente.')}
      </Alert>
    );
  const currency = asCurrency(booking.data?.service.currency ?? settings.data.currency);
  const defaultRate = settings.data.taxRates.find((rate) => rate.isDefault)?.rateBp ?? 0;
  const petId = origin.petId ?? booking.data?.pet?.id ?? null;
  const petName = booking.data?.pet?.name ?? client.data?.pets.find((pet) => pet.id === petId)?.name ?? null;
  const firstLines: LineDraft[] = booking.data
    ? [
        {
          key: nextKey(),
          kind: 'SERVICE',
          serviceId: booking.data.service.id,
          description: booking.data.service.name,
          quantityText: '1',
          priceText: decimalText(minorFromDecimal(booking.data.service.price, currency), currency),
          discount: { kind: 'PERCENT', text: '' },
          taxRateBp: defaultRate,
        },
      ]
    : [];
  const spaceId = currentSpace.id;
  const earlier = charged.data ?? [];
  return (
    <>
      {earlier.length > 0 && (
        <Alert kind="warning" title="Esta cita ya tiene un cobro" className="mb-4">
          {earlier.map((charge, index) => (
            <span key={charge.id}>
              {index > 0 && ', '}
              <Link to={paths.space.charge(spaceId, charge.id)} className="font-medium underline">
                Recibo n.º {charge.receiptNumber}
              </Link>
            </span>
          ))}
          . Registra otro cobro solo si corresponde a algo más.
        </Alert>
      )}
      <ChargeForm
        spaceId={currentSpace.id}
        currency={currency}
        pricesIncludeTax={settings.data.pricesIncludeTax}
        taxRates={settings.data.taxRates}
        otherMethods={settings.data.otherMethods}
        initialLines={firstLines}
        origin={{ bookingId: origin.bookingId ?? null, clientId, petId }}
        who={{ clientName: client.data?.name ?? booking.data?.client.name ?? null, petName }}
      />
    </>
  );
}
