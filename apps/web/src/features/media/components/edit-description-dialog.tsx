import {
  MEDIA_DESCRIPTION_MAX_LENGTH,
  MEDIA_MESSAGES,
  type Media,
  UpdateMediaSchema,
} from '@citavet/domain/media/media.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useUpdateMedia } from '../api/update-media';

interface EditDescriptionDialogProps {
  spaceId: string;
  media: Media | null;
  onClose: () => void;
}

/** Changes the description of one item; an empty text removes it. */
export function EditDescriptionDialog({ spaceId, media, onClose }: EditDescriptionDialogProps) {
  return (
    <Dialog open={Boolean(media)} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {media && (
        <DialogContent title="Editar descripción" description={media.originalName}>
          <EditDescriptionForm key={media.id} spaceId={spaceId} media={media} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditDescriptionForm({
  spaceId,
  media,
  onClose,
}: {
  spaceId: string;
  media: Media;
  onClose: () => void;
}) {
  const update = useUpdateMedia(spaceId);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(UpdateMediaSchema),
    defaultValues: { description: media.description ?? '' },
  });

  const submit = handleSubmit((changes) =>
    update.mutate(
      { mediaId: media.id, changes },
      {
        onSuccess: ({ message }) => {
          notify.success(message ?? MEDIA_MESSAGES.updated);
          onClose();
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {update.isError && (
        <Alert kind="error" title={MEDIA_MESSAGES.updateFailed}>
          {getErrorMessage(update.error, '') || undefined}
        </Alert>
      )}
      <Textarea
        label="Descripción"
        rows={3}
        maxLength={MEDIA_DESCRIPTION_MAX_LENGTH}
        placeholder="Por ejemplo: nuestra sala de espera"
        error={errors.description?.message}
        helperText={`Hasta ${MEDIA_DESCRIPTION_MAX_LENGTH} caracteres. Vacía, el archivo se muestra sin descripción.`}
        {...register('description')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={update.isPending} disabled={!isDirty}>
          Guardar
        </Button>
      </div>
    </form>
  );
}
