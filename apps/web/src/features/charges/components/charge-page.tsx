import type { Charge } from '@citavet/domain/charges/charge.schema';
import { canDoChargeAction } from '@citavet/domain/charges/charge-permissions';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useCharge } from '../api/charges-api';
import { ChargeCorrections } from './charge-corrections';
import { ChargeLinesCard, ChargeReceiptCard } from './charge-page-sections';
import { PaymentPanel } from './payment-panel';

const STATUS_LABEL: Record<Charge['status'], string> = {
  OPEN: 'Pendiente',
  PAID: 'Pagado',
  VOIDED: 'Anulado',
};

/** /dashboard/{spaceId}/cobros/{chargeId}: the charge as issued, its payments, its receipt and corrections. */
export function ChargePage() {
  const { chargeId = '' } = useParams();
  const { currentSpace } = useSpaceAccess();
  const charge = useCharge(currentSpace?.id ?? '', chargeId);
  useDocumentTitle(charge.data ? `Cobro n.º ${charge.data.receiptNumber}` : 'Cobro');
  if (!currentSpace) return null;
  if (charge.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only">Cargando cobro…</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (charge.isError) {
    return (
      <ErrorState
        title="No se pudo cargar el cobro"
        message={getErrorMessage(charge.error, 'Intenta nuevamente.')}
        onRetry={() => void charge.refetch()}
      />
    );
  }
  return (
    <ChargeView
      spaceId={currentSpace.id}
      role={currentSpace.myRole ?? null}
      timeZone={currentSpace.timeZone}
      charge={charge.data}
    />
  );
}

function ChargeView({
  spaceId,
  role,
  timeZone,
  charge,
}: {
  spaceId: string;
  role: Parameters<typeof canDoChargeAction>[0];
  timeZone: string;
  charge: Charge;
}) {
  const when = new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timeZone || undefined,
  });
  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-24 xs:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            Cobro · Recibo n.º {charge.receiptNumber}
          </h1>
          <p className="text-sm text-slate-600">
            {when.format(new Date(charge.createdAt))} · {charge.createdByName}
            {charge.clientName ? ` · ${charge.clientName}` : ' · Venta sin cliente'}
            {charge.petName ? ` · ${charge.petName}` : ''}
          </p>
        </div>
        <Badge tone={charge.status === 'PAID' ? 'success' : charge.status === 'VOIDED' ? 'error' : 'warning'}>
          {STATUS_LABEL[charge.status]}
        </Badge>
      </div>
      {charge.status === 'VOIDED' && (
        <Alert kind="warning" title="Cobro anulado">
          {charge.voidReason}
        </Alert>
      )}

      <ChargeLinesCard charge={charge} />

      <PaymentPanel
        spaceId={spaceId}
        charge={charge}
        canPay={canDoChargeAction(role, 'TAKE_PAYMENT')}
        timeZone={timeZone}
      />

      <ChargeReceiptCard
        spaceId={spaceId}
        charge={charge}
        canSend={canDoChargeAction(role, 'SEND_RECEIPT')}
      />

      {(canDoChargeAction(role, 'VOID') || canDoChargeAction(role, 'REFUND')) &&
        charge.status !== 'VOIDED' && <ChargeCorrections spaceId={spaceId} charge={charge} />}

      <div className="flex flex-wrap gap-2">
        {charge.clientId && (
          <Link
            className={buttonStyles({ variant: 'ghost' })}
            to={paths.space.client(spaceId, charge.clientId)}
          >
            Ver cliente
          </Link>
        )}
        <Link className={buttonStyles({ variant: 'ghost' })} to={paths.space.cashClose(spaceId)}>
          Cierre de caja
        </Link>
      </div>
    </div>
  );
}
