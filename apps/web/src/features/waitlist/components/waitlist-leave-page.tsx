import { WAITLIST_MESSAGES } from '@citavet/domain/waitlist/waitlist.schema';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle, CircleCheck, ListX } from 'lucide-react';
import { useParams } from 'react-router';
import { EmailLinkPageShell } from '@/components/email-link-page-shell';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';

const CARD = 'rounded-card border border-slate-200 bg-white shadow-card';

/** /lista-espera/{token}: the client leaves the waitlist through the link given when joining. */
export function WaitlistLeavePage() {
  const { token = '' } = useParams();
  const leave = useMutation({
    mutationFn: () => apiClient.delete(`/public/waitlist/${encodeURIComponent(token)}`),
  });
  useDocumentTitle(leave.isSuccess ? WAITLIST_MESSAGES.left : 'Lista de espera');

  return (
    <EmailLinkPageShell>
      {leave.isSuccess ? (
        <EmptyState
          className={CARD}
          icon={CircleCheck}
          title={WAITLIST_MESSAGES.left}
          description="No te enviaremos más ofertas."
        />
      ) : leave.isError ? (
        <EmptyState
          className={CARD}
          icon={AlertCircle}
          title={(isApiError(leave.error) && leave.error.serverMessage) || WAITLIST_MESSAGES.requestNotFound}
        />
      ) : (
        <EmptyState
          className={CARD}
          icon={ListX}
          title="Lista de espera"
          description="Si ya no necesitas cita, sal de la lista y no te enviaremos más ofertas."
          action={
            <Button variant="outline" onClick={() => leave.mutate()} isLoading={leave.isPending}>
              Salir de la lista de espera
            </Button>
          }
        />
      )}
    </EmailLinkPageShell>
  );
}
