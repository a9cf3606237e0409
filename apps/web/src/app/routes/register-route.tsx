import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthLayout } from '../layouts/auth-layout';

export function RegisterRoute() {
  useDocumentTitle('Crear cuenta');
  return (
    <AuthLayout title="Crear cuenta" subtitle="Empieza gratis, sin tarjeta de crédito" isWide>
      <RegisterForm />
    </AuthLayout>
  );
}
