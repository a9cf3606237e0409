import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useResendVerification } from '../api/resend-verification';

interface EmailVerificationBannerProps {
  email: string;
}

/**
 * Shown in the signed-in layouts until the address is verified. Nothing else waits for it except
 * accepting invitations from the profile (docs/decisions/022-email-verification.md).
 */
export function EmailVerificationBanner({ email }: EmailVerificationBannerProps) {
  const resend = useResendVerification();
  return (
    <section
      aria-label="Verificación de email"
      className="border-b border-warning/30 bg-amber-50 text-amber-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm lg:px-6">
        <MailWarning className="size-5 shrink-0" aria-hidden />
        <p className="min-w-0 flex-1">
          Verifica tu email: abre el enlace que enviamos a <strong className="break-all">{email}</strong>.
        </p>
        <Button
          size="sm"
          variant="outline"
          isLoading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (message) =>
                notify.success(message ?? 'Te enviamos un nuevo enlace de verificación'),
              onError: (error) => notify.error(getErrorMessage(error, 'No se pudo reenviar el enlace')),
            })
          }
        >
          Reenviar
        </Button>
      </div>
    </section>
  );
}
