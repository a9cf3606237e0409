import type { Member } from '@citavet/domain/members/member.schema';
import { Crown, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { type OwnershipAction, useChangeOwnership } from '../api/space-ownership';
import { DeleteSpaceDialog } from './delete-space-dialog';

interface SpaceOwnershipSectionProps {
  spaceId: string;
  spaceName: string;
  timeZone: string | undefined;
  currentUserId: string;
  ownerUserId: string | null;
  pendingOwnerUserId: string | null;
  members: Member[];
}

const nameOf = (members: Member[], userId: string | null) =>
  members.find((member) => member.userId === userId)?.user.name ?? 'un administrador';

/**
 * 'Propiedad del espacio' on the members page (decision 067): who owns the space, an offer waiting
 * for an answer (the OWNER may cancel it; the ADMIN offered accepts or declines), and, for the OWNER
 * only, the deletion of the space.
 */
export function SpaceOwnershipSection({
  spaceId,
  spaceName,
  timeZone,
  currentUserId,
  ownerUserId,
  pendingOwnerUserId,
  members,
}: SpaceOwnershipSectionProps) {
  const change = useChangeOwnership(spaceId);
  const [isDeleting, setIsDeleting] = useState(false);
  const isOwner = ownerUserId === currentUserId;
  const isOffered = pendingOwnerUserId === currentUserId;

  const run = (action: OwnershipAction, fallback: string) =>
    change.mutate(action, {
      onSuccess: ({ message }) => notify.success(message ?? 'Hecho'),
      onError: (error) => notify.error(getErrorMessage(error, fallback)),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-5 text-amber-600" aria-hidden />
          Propiedad del espacio
        </CardTitle>
        <CardDescription>
          {isOwner
            ? 'Eres el propietario: solo tú puedes eliminar o restaurar el espacio y ceder la propiedad a otro administrador.'
            : `${nameOf(members, ownerUserId)} es el propietario del espacio. Nadie puede quitarle el rol de administrador.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isOffered && (
          <Alert kind="info" title={`${nameOf(members, ownerUserId)} te ofrece la propiedad de ${spaceName}`}>
            <p>
              Si aceptas, serás el propietario; la persona que te la ofrece seguirá siendo administradora.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                isLoading={change.isPending && change.variables?.kind === 'accept'}
                onClick={() => run({ kind: 'accept' }, 'No se pudo aceptar la propiedad')}
              >
                Aceptar la propiedad
              </Button>
              <Button
                variant="outline"
                disabled={change.isPending}
                onClick={() => run({ kind: 'decline' }, 'No se pudo rechazar la propiedad')}
              >
                Rechazar
              </Button>
            </div>
          </Alert>
        )}
        {isOwner && pendingOwnerUserId && (
          <Alert kind="info" title={`Ofreciste la propiedad a ${nameOf(members, pendingOwnerUserId)}`}>
            <p>Falta que acepte. Hasta entonces sigues siendo el propietario.</p>
            <Button
              className="mt-3"
              variant="outline"
              isLoading={change.isPending}
              onClick={() => run({ kind: 'cancel' }, 'No se pudo cancelar la cesión')}
            >
              Cancelar la cesión
            </Button>
          </Alert>
        )}
        {isOwner && !pendingOwnerUserId && (
          <p className="text-sm text-slate-600">
            Para ceder la propiedad, abre las acciones de un administrador y elige «Ceder la propiedad».
          </p>
        )}
        {isOwner && (
          <div className="flex flex-col gap-3 rounded-card border border-error/30 bg-error/5 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h3 className="font-semibold text-slate-900">Eliminar el espacio</h3>
              <p className="text-sm text-slate-600">
                Lo deja fuera de línea al instante. Podrás restaurarlo durante el plazo de conservación.
              </p>
            </div>
            <Button
              variant="danger"
              icon={<Trash2 className="size-4" aria-hidden />}
              onClick={() => setIsDeleting(true)}
            >
              Eliminar el espacio
            </Button>
          </div>
        )}
      </CardContent>
      {isOwner && (
        <DeleteSpaceDialog
          spaceId={spaceId}
          spaceName={spaceName}
          timeZone={timeZone}
          isOpen={isDeleting}
          onOpenChange={setIsDeleting}
        />
      )}
    </Card>
  );
}
