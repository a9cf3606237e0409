import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

interface ComingSoonPanelProps {
  title: string;
  /** `page` stands alone (public routes); `section` sits inside the dashboard shell. */
  variant?: 'page' | 'section';
}

/**
 * Holds a route whose screen is not built yet, so the route table is complete and says so honestly.
 * Each one is replaced by its real screen.
 */
export function ComingSoonPanel({ title, variant = 'section' }: ComingSoonPanelProps) {
  useDocumentTitle(title);
  const panel = (
    <section
      aria-labelledby="proximamente-titulo"
      className="mx-auto flex max-w-md flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary">
        <Construction className="size-6" aria-hidden />
      </div>
      <h1 id="proximamente-titulo" className="text-lg font-semibold text-slate-900">
        {title}
      </h1>
      <p className="mt-1.5 text-sm text-slate-600">Esta sección estará disponible pronto</p>
      {variant === 'page' && (
        <Link to={paths.home} className={buttonStyles({ variant: 'outline', className: 'mt-6' })}>
          Volver al inicio
        </Link>
      )}
    </section>
  );

  if (variant === 'section') return <div className="py-8">{panel}</div>;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link to={paths.home} aria-label="Citavet, ir al inicio">
            <Logo size="sm" />
          </Link>
        </div>
      </header>
      <main className="flex flex-1 items-center px-4 py-12">{panel}</main>
    </div>
  );
}
