import { EmailLinkTokenSchema } from '@citavet/domain/auth/auth.schema';
import { CircleCheck, Link2Off } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useReportNotMe } from '../api/report-not-me';
import { useRevertEmailChange } from '../api/revert-email-change';
import { useSignInWithLink } from '../api/sign-in-with-link';
import { useVerifyEmail } from '../api/verify-email';

export type EmailLinkKind = 'verify' | 'confirm-change' | 'revert-change' | 'sign-in' | 'not-me';

const INVALID_LINK_MESSAGE = 'El enlace no es válido o ha expirado. Solicita uno nuevo.';

const COPY: Record<EmailLinkKind, { pending: string; success: string; next: string; nextPath: string }> = {
  verify: {
    pending: 'Verificando tu email…',
    success: 'Tu email ha sido verificado',
    next: 'Ir al panel',
    nextPath: paths.dashboard,
  },
  'confirm-change': {
    pending: 'Confirmando tu nuevo email…',
    success: 'Tu email ha sido actualizado. Inicia sesión de nuevo.',
    next: 'Iniciar Sesión',
    nextPath: paths.login,
  },
  'revert-change': {
    pending: 'Restaurando tu email…',
    success: 'Restauramos tu email anterior y cerramos todas las sesiones.',
    next: 'Iniciar Sesión',
    nextPath: paths.login,
  },
  'sign-in': {
    pending: 'Iniciando sesión…',
    success: 'Sesión iniciada. Este navegador ya no tendrá que esperar la próxima vez.',
    next: 'Ir al panel',
    nextPath: paths.dashboard,
  },
  'not-me': {
    pending: 'Cerrando todas las sesiones…',
    success: 'Cerramos todas las sesiones. Elige ahora una contraseña nueva.',
    next: 'Restablecer contraseña',
    nextPath: paths.forgotPassword,
  },
};

function useEmailLinkAction(kind: EmailLinkKind) {
  const actions = {
    verify: useVerifyEmail(),
    'confirm-change': useConfirmEmailChange(),
    'revert-change': useRevertEmailChange(),
    'sign-in': useSignInWithLink(),
    'not-me': useReportNotMe(),
  };
  return actions[kind];
}

interface EmailLinkResultProps {
  kind: EmailLinkKind;
  token: string | null;
  /** Called after a success, e.g. to refresh the signed-in profile or end the session. */
  onDone?: () => void;
}

/** Opens an e-mailed single-use link once (never twice, even in StrictMode) and says how it went. */
export function EmailLinkResult({ kind, token, onDone }: EmailLinkResultProps) {
  const action = useEmailLinkAction(kind);
  const hasSent = useRef(false);
  const isTokenValid = token !== null && EmailLinkTokenSchema.safeParse({ token }).success;
  const { mutate } = action;

  useEffect(() => {
    if (!isTokenValid || !token || hasSent.current) return;
    hasSent.current = true;
    mutate(token, { onSuccess: () => onDone?.() });
  }, [isTokenValid, token, mutate, onDone]);

  const copy = COPY[kind];
  if (!isTokenValid || action.isError) {
    return (
      <div className="space-y-6 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-error/10 text-error">
          <Link2Off className="size-6" aria-hidden />
        </div>
        <p className="text-sm text-slate-600" role="alert">
          {action.isError ? getErrorMessage(action.error, INVALID_LINK_MESSAGE) : INVALID_LINK_MESSAGE}
        </p>
        <Link to={paths.dashboard} className={buttonStyles({ variant: 'outline', isFullWidth: true })}>
          Ir al panel
        </Link>
      </div>
    );
  }
  if (action.isSuccess) {
    return (
      <div className="space-y-6 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck className="size-6" aria-hidden />
        </div>
        <p className="text-sm text-slate-600" role="status">
          {action.data ?? copy.success}
        </p>
        <Link
          to={copy.nextPath}
          className={buttonStyles({ variant: 'primary', size: 'lg', isFullWidth: true })}
        >
          {copy.next}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-sm text-slate-600" role="status">
      <Spinner />
      {copy.pending}
    </div>
  );
}
