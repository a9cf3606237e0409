import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button, buttonStyles } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import type { SpaceSettingsFormValues } from '../space-settings-form';

export const ROUTE_REQUIRED_FOR_PREVIEW = 'Debes configurar una ruta para tu página pública';

interface RouteFieldProps {
  /** The route as saved: the preview opens what visitors see today, not an unsaved draft. */
  savedRoute: string | null;
}

/** The public route (`/{route}`) with the address it makes and a preview of the public page. */
export function RouteField({ savedRoute }: RouteFieldProps) {
  const {
    register,
    watch,
    formState: { errors, dirtyFields },
  } = useFormContext<SpaceSettingsFormValues>();
  const [isPreviewRefused, setIsPreviewRefused] = useState(false);
  const route = (watch('route') ?? '').trim().toLowerCase();
  const publicAddress = `${window.location.host}${paths.publicSpace(route || 'tu-ruta')}`;
  const helperText = dirtyFields.route
    ? `Tu página pública será ${publicAddress} al guardar los cambios.`
    : `Tu página pública: ${publicAddress}`;
  const previewIcon = <ExternalLink className="size-4" aria-hidden />;

  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Input
          label="Ruta pública"
          className="min-w-0 flex-1"
          placeholder="clinica-san-roque"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.route?.message}
          helperText={helperText}
          {...register('route')}
        />
        {/* A link, not a button, so it stays usable in the read-only view; aligned below the label. */}
        {savedRoute ? (
          <a
            href={paths.publicSpace(savedRoute)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonStyles({ variant: 'outline', className: 'gap-2 sm:mt-7' })}
          >
            {previewIcon}
            Vista previa
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        ) : (
          <Button
            variant="outline"
            className="sm:mt-7"
            onClick={() => setIsPreviewRefused(true)}
            icon={previewIcon}
          >
            Vista previa
          </Button>
        )}
      </div>
      {isPreviewRefused && !savedRoute && (
        <p role="alert" className="text-sm text-amber-800">
          {ROUTE_REQUIRED_FOR_PREVIEW}
        </p>
      )}
    </div>
  );
}
