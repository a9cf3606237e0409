import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * A path that is no page of the app. The server already answered it with a 404 (an honest status for
 * search engines, docs/decisions/049); the SPA says the same instead of sending the visitor elsewhere.
 */
export function NotFoundView() {
  useDocumentTitle('Página no encontrada');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <Logo size="md" />
      <div className="flex max-w-md flex-col items-center gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Página no encontrada</h1>
        <p className="text-base text-slate-600">La página que buscas no existe o ha cambiado de dirección.</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href={paths.home}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary/90"
        >
          Volver al inicio
        </a>
        <a
          href={paths.directory}
          className="inline-flex h-10 items-center px-4 text-sm font-medium text-primary hover:underline"
        >
          Buscar veterinarias
        </a>
      </div>
    </main>
  );
}
