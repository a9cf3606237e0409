import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getProfile } from '@/api/get-profile';
import { type EmailLinkKind, EmailLinkResult } from '@/features/auth/components/email-link-result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthStore } from '@/stores/auth-store';
import { AuthLayout } from '../layouts/auth-layout';
import { endSession } from '../session';
import { ensureSessionStarted } from '../session-bootstrap';

const TITLES: Record<EmailLinkKind, { title: string; subtitle: string }> = {
  verify: { title: 'Verificar email', subtitle: 'Confirmamos que este email es tuyo' },
  'confirm-change': { title: 'Confirmar nuevo email', subtitle: 'El cambio se aplica al abrir este enlace' },
  'revert-change': { title: 'Conservar tu email', subtitle: 'Deshacemos el cambio de email de tu cuenta' },
  'sign-in': {
    title: 'Entrar con el enlace',
    subtitle: 'El enlace de tu email inicia sesión en este navegador',
  },
  'not-me': { title: 'No fui yo', subtitle: 'Recuperamos tu cuenta tras un cambio de contraseña' },
};

/**
 * /accounts/verify-email, /accounts/confirm-email, /accounts/revert-email, /accounts/sign-in-link and
 * /accounts/not-me: the e-mailed links.
 * Public (the link may be opened signed in, signed out, or on another device).
 */
export function EmailLinkRoute({ kind }: { kind: EmailLinkKind }) {
  const copy = TITLES[kind];
  useDocumentTitle(copy.title);
  useEffect(ensureSessionStarted, []);
  const [searchParams] = useSearchParams();

  // A verified address shows at once; a changed or reverted one (or a "no fui yo") ended every
  // session on the server; a sign-in link has just stored its session.
  const onDone = useCallback(() => {
    if (kind === 'sign-in') return;
    if (kind !== 'verify') {
      endSession();
      return;
    }
    if (!useAuthStore.getState().isAuthenticated) return;
    void getProfile({ isUnauthorizedHandled: true })
      .then((profile) => useAuthStore.getState().setUser(profile))
      .catch(() => undefined);
  }, [kind]);

  return (
    <AuthLayout title={copy.title} subtitle={copy.subtitle}>
      <EmailLinkResult kind={kind} token={searchParams.get('token')} onDone={onDone} />
    </AuthLayout>
  );
}

export const VerifyEmailRoute = () => <EmailLinkRoute kind="verify" />;
export const ConfirmEmailRoute = () => <EmailLinkRoute kind="confirm-change" />;
export const RevertEmailRoute = () => <EmailLinkRoute kind="revert-change" />;
export const SignInLinkRoute = () => <EmailLinkRoute kind="sign-in" />;
export const NotMeRoute = () => <EmailLinkRoute kind="not-me" />;
