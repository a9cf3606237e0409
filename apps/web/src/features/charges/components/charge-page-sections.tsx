import type { Charge } from '@citavet/domain/charges/charge.schema';
import { formatMoney } from '@citavet/domain/charges/charge-money';
import { FileDown, Mail } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '@/api/download-file';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useEmailReceipt } from '../api/charges-api';

/** The charge's lines as issued (price, discount and tax from 'sm' up) and its totals and balance. */
export function ChargeLinesCard({ charge }: { charge: Charge }) {
  const money = (amount: number) => formatMoney(amount, charge.currency);
  return (
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
  );
}

/** 'Recibo': a payment receipt (not a tax invoice), downloaded as PDF or e-mailed to the client. */
export function ChargeReceiptCard({
  spaceId,
  charge,
  canSend,
}: {
  spaceId: string;
  charge: Charge;
  canSend: boolean;
}) {
  const email = useEmailReceipt(spaceId, charge.id);
  const [isDownloading, setIsDownloading] = useState(false);
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
        {charge.clientId && canSend && (
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
  );
}
