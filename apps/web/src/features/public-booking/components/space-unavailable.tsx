import { PUBLIC_MESSAGES } from '@citavet/domain/public/public-constants';
import { RotateCw, SearchX } from 'lucide-react';
import { Button, buttonStyles } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';

interface SpaceUnavailableProps {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * A clinic's address that names no clinic is the site's 404: 'Página no encontrada', in the words
 * the server's page used before this script ran, with the ways home and to the directory. Any other
 * failure (connection, server) may pass: 'Espacio no encontrado' with a retry.
 */
export function SpaceUnavailable({ error, onRetry, isRetrying }: SpaceUnavailableProps) {
  const isMissing = isApiError(error) && (error.status === 404 || error.status === 400);
  const title = isMissing ? PUBLIC_MESSAGES.pageNotFound : PUBLIC_MESSAGES.spaceNotFound;
  useDocumentTitle(title);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-slate-50 px-6 text-center">
      <Logo size="md" />
      <div role="alert" className="flex max-w-md flex-col items-center gap-3">
        <div className="flex size-14 items-center justify-center rounded-full bg-error/10 text-error">
          <SearchX className="size-7" aria-hidden />
        </div>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="text-slate-600">
          {isMissing ? PUBLIC_MESSAGES.noClinicAtAddress : PUBLIC_MESSAGES.spaceLoadFailed}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {!isMissing && (
          <Button
            variant="outline"
            onClick={onRetry}
            isLoading={isRetrying}
            icon={<RotateCw className="size-4" aria-hidden />}
          >
            Reintentar
          </Button>
        )}
        {/* Full page loads: the public entry has no router, and these are the SPA's pages. */}
        {isMissing && (
          <a href={paths.directory} className={buttonStyles({ variant: 'outline' })}>
            Buscar veterinarias
          </a>
        )}
        <a href={paths.home} className={buttonStyles()}>
          Volver al inicio
        </a>
      </div>
    </main>
  );
}
