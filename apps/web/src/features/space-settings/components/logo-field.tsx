import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { LOGO_ACCEPTED_TYPES, LOGO_HINT, validateLogoFile } from '@/lib/logo-file';
import { useDeleteLogo } from '../api/delete-logo';
import { useLogoInfo } from '../api/get-logo-info';
import { useUploadLogo } from '../api/upload-logo';
import { failureMessage } from '../failure-message';
import { LOGO_ERRORS } from '../logo-errors';

interface LogoFieldProps {
  spaceId: string;
  spaceName: string;
  canEdit: boolean;
}

type LogoProblem = { title: string; detail?: string | undefined };

/** The clinic's logo: uploaded, replaced or removed at once (it is not part of "Guardar Cambios"). */
export function LogoField({ spaceId, spaceName, canEdit }: LogoFieldProps) {
  const inputId = useId();
  const logo = useLogoInfo(spaceId);
  const upload = useUploadLogo(spaceId);
  const remove = useDeleteLogo(spaceId);
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isBusy = upload.isPending || remove.isPending;
  const logoUrl = logo.data?.url ?? null;

  const handleFile = (file: File) => {
    const clientProblem = validateLogoFile(file);
    if (clientProblem) {
      setProblem({ title: clientProblem });
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => notify.success('Logo actualizado exitosamente'),
      onError: (error) => setProblem({ title: LOGO_ERRORS.upload, detail: getErrorMessage(error, '') }),
    });
  };

  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsConfirmingDelete(false);
        notify.success('Logo eliminado exitosamente');
      },
    });

  return (
    <div className="space-y-2">
      {logo.isError ? (
        <Alert kind="error" title={LOGO_ERRORS.info}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => logo.refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-card border border-slate-200 bg-slate-50">
            {logo.isPending ? (
              <Skeleton className="size-full rounded-none" />
            ) : logoUrl ? (
              <img src={logoUrl} alt={`Logo de ${spaceName}`} className="size-full object-contain" />
            ) : (
              <ImagePlus className="size-8 text-slate-400" aria-label="Sin logo" />
            )}
          </div>
          {!canEdit && !logo.isPending && !logoUrl && (
            <p className="text-sm text-slate-600">La veterinaria aún no tiene logo.</p>
          )}
          {canEdit && (
            <div className="flex flex-wrap items-center gap-2">
              <input
                id={inputId}
                type="file"
                accept={LOGO_ACCEPTED_TYPES.join(',')}
                disabled={isBusy || logo.isPending}
                className="peer sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  // Cleared so picking the same file again still fires a change.
                  event.target.value = '';
                  if (file) handleFile(file);
                }}
              />
              <label
                htmlFor={inputId}
                className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-control border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:pointer-events-none peer-disabled:bg-slate-100 peer-disabled:text-slate-600"
              >
                <ImagePlus className="size-4" aria-hidden />
                {upload.isPending ? 'Subiendo...' : logoUrl ? 'Cambiar logo' : 'Subir logo'}
              </label>
              {logoUrl && (
                <Button
                  variant="outline"
                  size="sm"
                  className="h-9"
                  disabled={isBusy}
                  onClick={() => setIsConfirmingDelete(true)}
                  icon={<Trash2 className="size-4" aria-hidden />}
                >
                  Eliminar logo
                </Button>
              )}
            </div>
          )}
        </div>
      )}
      {canEdit && <p className="text-sm text-slate-500">{LOGO_HINT}</p>}
      {problem && (
        <Alert kind="error" title={problem.title} onClose={() => setProblem(null)}>
          {problem.detail || undefined}
        </Alert>
      )}
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        onOpenChange={(isOpen) => {
          setIsConfirmingDelete(isOpen);
          if (!isOpen) remove.reset();
        }}
        title="Eliminar logo"
        description="Tu página pública mostrará la inicial de la veterinaria en su lugar."
        confirmLabel="Eliminar logo"
        isDestructive
        isConfirming={remove.isPending}
        errorMessage={remove.isError ? failureMessage(LOGO_ERRORS.delete, remove.error) : null}
        onConfirm={handleDelete}
      />
    </div>
  );
}
