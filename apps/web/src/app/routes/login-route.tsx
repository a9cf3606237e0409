import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthLayout } from '../layouts/auth-layout';

export function LoginRoute() {
  useDocumentTitle('Iniciar sesión');
  return (
    <AuthLayout title="Bienvenido a Citavet" subtitle="Inicia sesión en tu cuenta">
      <LoginForm />
    </AuthLayout>
  );
}
