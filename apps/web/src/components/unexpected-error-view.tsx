import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** What a page that threw shows instead of a blank page: the brand, 'Recargar' and the way home. */
export function UnexpectedErrorView() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <Logo size="md" />
      <div role="alert" className="flex max-w-md flex-col items-center gap-3">
        <TriangleAlert className="size-8 text-error" aria-hidden />
        <p className="text-base font-medium text-slate-800">
          Ocurrió un error inesperado. Por favor, recarga la página.
        </p>
      </div>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Recargar</Button>
        <a
          href={paths.home}
          className="inline-flex h-10 items-center px-4 text-sm font-medium text-primary hover:underline"
        >
          Ir al inicio
        </a>
      </div>
    </main>
  );
}
