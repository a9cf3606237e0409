import type { PetWithOwner } from '@citavet/domain/pets/pet.schema';
import { Camera, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { PetPhoto } from '@/components/pet-photo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useRemovePetPhoto, useSetPetPhoto } from '../api/pets-api';

/** The pet page's photo: upload (any JPEG, PNG, GIF or WebP up to 10 MB), replace or remove. */
export function PetPhotoCard({ spaceId, pet }: { spaceId: string; pet: PetWithOwner }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useSetPetPhoto(spaceId, pet.id);
  const removal = useRemovePetPhoto(spaceId, pet.id);

  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      notify.success('Foto actualizada exitosamente');
    } catch (error) {
      notify.error(getErrorMessage(error, 'No se pudo subir la foto'));
    }
  };

  const remove = async () => {
    try {
      await removal.mutateAsync();
      notify.success('Foto eliminada exitosamente');
    } catch (error) {
      notify.error(getErrorMessage(error, 'No se pudo quitar la foto'));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Foto</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 sm:flex-row sm:items-end">
        <PetPhoto photoUrl={pet.photoUrl} name={pet.name} size="lg" />
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            data-testid="pet-photo-file"
            onChange={(event) => {
              void send(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="outline"
            icon={<Camera className="size-4" aria-hidden />}
            isLoading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {pet.photoUrl ? 'Cambiar foto' : 'Subir foto'}
          </Button>
          {pet.photoUrl && (
            <Button
              variant="ghost"
              icon={<Trash2 className="size-4" aria-hidden />}
              isLoading={removal.isPending}
              onClick={() => void remove()}
            >
              Quitar foto
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
