import { WAITLIST_MESSAGES, WaitlistOfferResultSchema } from '@citavet/domain/waitlist/waitlist.schema';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle, CalendarCheck, CalendarClock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { WaitlistPageShell } from './waitlist-page-shell';

const CARD = 'rounded-card border border-slate-200 bg-white shadow-card';

/**
 * /lista-espera/oferta/{token}: the waitlist offer's e-mailed link. Booking waits for the client's
 * press (a mail scanner opening the link books nothing); the server books it once (decision 085).
 */
export function WaitlistOfferPage() {
  const { token = '' } = useParams();
  const confirm = useMutation({
    mutationFn: () =>
      apiClient.post(`/public/waitlist/offers/${encodeURIComponent(token)}/confirm`, {
        schema: WaitlistOfferResultSchema,
      }),
  });
  useDocumentTitle(confirm.isSuccess ? WAITLIST_MESSAGES.offerBooked : 'Hueco disponible');
  const managePath = confirm.data?.data.managePath;

  return (
    <WaitlistPageShell>
      {confirm.isSuccess ? (
        <EmptyState
          className={CARD}
          icon={CalendarCheck}
          title={WAITLIST_MESSAGES.offerBooked}
          description="Te hemos enviado la confirmación por correo, con el enlace para cambiarla o cancelarla."
          action={
            managePath ? (
              <Link to={managePath} className={buttonStyles({ variant: 'outline' })}>
                Ver mi reserva
              </Link>
            ) : undefined
          }
        />
      ) : confirm.isError ? (
        <EmptyState
          className={CARD}
          icon={AlertCircle}
          title={
            (isApiError(confirm.error) && confirm.error.serverMessage) || WAITLIST_MESSAGES.offerNotFound
          }
          description="Si necesitas ayuda, responde al correo de la oferta y la clínica te contestará."
        />
      ) : (
        <EmptyState
          className={CARD}
          icon={CalendarClock}
          title="Se ha liberado un hueco para ti"
          description="Te lo guardamos unos minutos. Confírmalo y quedará reservado a tu nombre."
          action={
            <Button onClick={() => confirm.mutate()} isLoading={confirm.isPending}>
              Confirmar el hueco
            </Button>
          }
        />
      )}
    </WaitlistPageShell>
  );
}
