import { KeyRound, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { DeleteAccountSection } from '@/features/auth/components/delete-account-section';
import { ProfileForm } from '@/features/auth/components/profile-form';
import { MyCalendarSection } from '@/features/calendar/components/my-calendar-section';
import { WeeklySummarySetting } from '@/features/reports/components/weekly-summary-setting';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthStore } from '@/stores/auth-store';
import { endSession } from '../session';

export function UserSettingsRoute() {
  useDocumentTitle('Configuración Personal');
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  // The dashboard guard only lets signed-in users through; this keeps the types honest.
  if (!user) return null;

  const leaveDeletedAccount = () => {
    endSession();
    navigate(paths.home, { replace: true });
    notify.success('Tu cuenta ha sido eliminada');
  };

  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Configuración Personal</h1>
        <p className="mt-1 text-sm text-slate-600">
          Administra tus datos de contacto y la seguridad de tu cuenta.
        </p>
      </div>

      <Tabs defaultValue="perfil">
        <TabsList aria-label="Secciones de la configuración personal">
          <TabsTrigger value="perfil">
            <UserRound className="size-4" aria-hidden />
            Perfil
          </TabsTrigger>
          <TabsTrigger value="contrasena">
            <KeyRound className="size-4" aria-hidden />
            Contraseña
          </TabsTrigger>
        </TabsList>
        <TabsContent value="perfil">
          <Card>
            <CardHeader>
              <CardTitle>Perfil</CardTitle>
              <CardDescription>Tu nombre y tus datos de contacto.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm user={user} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="contrasena">
          <Card>
            <CardHeader>
              <CardTitle>Contraseña</CardTitle>
              <CardDescription>Usa al menos 8 caracteres y no la repitas en otros sitios.</CardDescription>
            </CardHeader>
            <CardContent>
              <ChangePasswordForm />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>

      <MyCalendarSection />

      <WeeklySummarySetting />

      <DeleteAccountSection onDeleted={leaveDeletedAccount} />
    </div>
  );
}
