import { WAITLIST_MESSAGES, WaitlistOfferResultSchema } from '@citavet/domain/waitlist/waitlist.schema';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle, CalendarCheck, CalendarClock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmailLinkPageShell } from '@/components/email-link-page-shell';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';

const CARD = 'rounded-card border border-slate-200 bg-white shadow-card';

/**
 * /lista-espera/oferta/{token}: the waitlist offer's e-mailed (or texted) link. Booking waits for the
 * client's press (a mail scanner opening the link books nothing); the server books it once (decision
 * 085). An offer sent by SMS to someone who gave no e-mail asks for one first (decision 088).
 */
export function WaitlistOfferPage() {
  const { token = '' } = useParams();
  const [email, setEmail] = useState('');
  const confirm = useMutation({
    mutationFn: (withEmail: string | null) =>
      apiClient.post(`/public/waitlist/offers/${encodeURIComponent(token)}/confirm`, {
        schema: WaitlistOfferResultSchema,
        ...(withEmail ? { body: { email: withEmail } } : {}),
      }),
  });
  const errorCode = isApiError(confirm.error) ? confirm.error.code : null;
  // Asked for, being sent, or refused as not an address: the form stays with its message.
  const isAskingEmail =
    errorCode === 'WAITLIST_EMAIL_NEEDED' ||
    (email !== '' && (confirm.isPending || errorCode === 'VALIDATION_ERROR'));
  const emailError =
    errorCode === 'VALIDATION_ERROR' && isApiError(confirm.error) ? confirm.error.serverMessage : undefined;
  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(email.trim());
  };
  useDocumentTitle(confirm.isSuccess ? WAITLIST_MESSAGES.offerBooked : 'Hueco disponible');
  const managePath = confirm.data?.data.managePath;

  return (
    <EmailLinkPageShell>
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
      ) : isAskingEmail ? (
        <form onSubmit={submitEmail} className={`${CARD} space-y-4 p-6`} noValidate>
          <h1 className="text-lg font-semibold text-slate-900">Se ha liberado un hueco para ti</h1>
          <p className="text-sm text-slate-600" role="status">
            Indica tu correo electrónico para confirmar la cita: te enviaremos allí la confirmación.
          </p>
          <Input
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" isLoading={confirm.isPending} disabled={email.trim() === ''}>
            Confirmar el hueco
          </Button>
        </form>
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
            <Button onClick={() => confirm.mutate(null)} isLoading={confirm.isPending}>
              Confirmar el hueco
            </Button>
          }
        />
      )}
    </EmailLinkPageShell>
  );
}
