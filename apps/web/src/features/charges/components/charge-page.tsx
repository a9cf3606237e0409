import type { Charge } from '@citavet/domain/charges/charge.schema';
import { formatMoney } from '@citavet/domain/charges/charge-money';
import { canDoChargeAction } from '@citavet/domain/charges/charge-permissions';
import { FileDown, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { downloadFile } from '@/api/download-file';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useCharge, useEmailReceipt } from '../api/charges-api';
import { ChargeCorrections } from './charge-corrections';
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
  const money = (amount: number) => formatMoney(amount, charge.currency);
  const email = useEmailReceipt(spaceId, charge.id);
  const [isDownloading, setIsDownloading] = useState(false);
  const when = new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timeZone || undefined,
  });
  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadFile(
        `/spaces/${encodeURIComponent(spaceId)}/charges/${encodeURIComponent(charge.id)}/receipt.pdf`,
        `recibo-${charge.receiptNumber}.pdf`,
      );
    } catch (error) {
      notify.error(getErrorMessage(error, 'No se pudo descargar el recibo'));
    } finally {
      setIsDownloading(false);
    }
  };
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

      <Card className="p-4 sm:p-6">
        <table className="w-full text-sm">
          <caption className="sr-only">Líneas del cobro</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="py-2 font-medium">Descripción</th>
              <th className="py-2 text-right font-medium">Cant.</th>
              <th className="hidden py-2 text-right font-medium sm:table-cell">Precio</th>
              <th className="hidden py-2 text-right font-medium sm:table-cell">Dto.</th>
              <th className="hidden py-2 text-right font-medium sm:table-cell">Imp.</th>
              <th className="py-2 text-right font-medium">Importe</th>
            </tr>
          </thead>
          <tbody>
            {charge.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: issued lines never move
              <tr key={index} className="border-b border-slate-100">
                <td className="py-2">{line.description}</td>
                <td className="py-2 text-right tabular-nums">{line.quantity.toLocaleString('es-ES')}</td>
                <td className="hidden py-2 text-right tabular-nums sm:table-cell">{money(line.unitPrice)}</td>
                <td className="hidden py-2 text-right tabular-nums sm:table-cell">
                  {line.discountAmount ? `−${money(line.discountAmount)}` : ''}
                </td>
                <td className="hidden py-2 text-right tabular-nums sm:table-cell">
                  {(line.taxRateBp / 100).toLocaleString('es-ES')} %
                </td>
                <td className="py-2 text-right tabular-nums">{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="text-right tabular-nums">{money(charge.subtotal)}</dd>
          {charge.discountTotal > 0 && (
            <>
              <dt className="text-slate-600">Descuentos</dt>
              <dd className="text-right tabular-nums">−{money(charge.discountTotal)}</dd>
            </>
          )}
          <dt className="text-slate-600">Impuestos{charge.pricesIncludeTax ? ' (incluidos)' : ''}</dt>
          <dd className="text-right tabular-nums">{money(charge.taxTotal)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold tabular-nums">{money(charge.total)}</dd>
          <dt className="text-slate-600">Pagado</dt>
          <dd className="text-right tabular-nums">{money(charge.paid - charge.refunded)}</dd>
          <dt className="font-semibold">Saldo pendiente</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="charge-due">
            {money(charge.due)}
          </dd>
        </dl>
      </Card>

      <PaymentPanel
        spaceId={spaceId}
        charge={charge}
        canPay={canDoChargeAction(role, 'TAKE_PAYMENT')}
        timeZone={timeZone}
      />

      <Card className="space-y-3 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Recibo</h2>
        <p className="text-sm text-slate-600">
          Es un recibo de pago, no una factura fiscal. Se puede reimprimir cuando haga falta.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            icon={<FileDown className="size-4" aria-hidden />}
            isLoading={isDownloading}
            onClick={() => void download()}
          >
            Descargar recibo (PDF)
          </Button>
          {charge.clientId && canDoChargeAction(role, 'SEND_RECEIPT') && (
            <Button
              variant="outline"
              icon={<Mail className="size-4" aria-hidden />}
              isLoading={email.isPending}
              onClick={() =>
                email.mutate(undefined, {
                  onSuccess: (sent) => notify.success(`Recibo enviado a ${sent.to}`),
                  onError: (error) => notify.error(getErrorMessage(error, 'No se pudo enviar el recibo')),
                })
              }
            >
              Enviar por email
            </Button>
          )}
        </div>
      </Card>

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
