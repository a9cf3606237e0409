import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PetForm } from './pet-form';

/** /dashboard/{spaceId}/clientes/{clientId}/mascotas/nueva: 'Nueva Mascota' for that owner. */
export function NewPetPage() {
  useDocumentTitle('Nueva Mascota');
  const { spaceId = '', clientId = '' } = useParams();
  const navigate = useNavigate();
  const back = paths.space.client(spaceId, clientId);
  return (
    <div className="max-w-2xl space-y-6 pb-20 xs:pb-0">
      <Link to={back} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft className="size-4" aria-hidden />
        Volver al cliente
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Nueva Mascota</h1>
      <Card>
        <CardContent className="pt-6">
          <PetForm
            spaceId={spaceId}
            clientId={clientId}
            pet={null}
            onDone={(pet) => navigate(paths.space.pet(spaceId, pet.id))}
            onCancel={() => navigate(back)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
