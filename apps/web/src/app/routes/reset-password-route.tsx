import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthLayout } from '../layouts/auth-layout';

export function ResetPasswordRoute() {
  useDocumentTitle('Nueva contraseña');
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Crea una nueva contraseña" subtitle="Elige una contraseña que no uses en otros sitios">
      <ResetPasswordForm token={searchParams.get('token')} />
    </AuthLayout>
  );
}
