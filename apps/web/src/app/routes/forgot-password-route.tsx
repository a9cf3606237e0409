import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthLayout } from '../layouts/auth-layout';

export function ForgotPasswordRoute() {
  useDocumentTitle('Recuperar contraseña');
  return (
    <AuthLayout title="¿Olvidaste tu contraseña?" subtitle="Te enviaremos un enlace para crear una nueva">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
