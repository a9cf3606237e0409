import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** What a MEMBER meets on the members page (it is visible only to a space ADMIN). */
export function AccessDenied({ spaceId }: { spaceId: string }) {
  return (
    <Card className="mx-auto max-w-lg">
      <EmptyState
        icon={ShieldX}
        title="Acceso Denegado"
        description="Solo los administradores del espacio pueden ver y gestionar sus miembros e invitaciones."
        action={
          <Link to={paths.space.agenda(spaceId)} className={buttonStyles({ variant: 'outline' })}>
            Volver a la agenda
          </Link>
        }
      />
    </Card>
  );
}
