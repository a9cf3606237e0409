import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** The directory's slim top bar: the brand and the way back to the landing page. */
export function PublicPageHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} aria-label="Citavet, ir al inicio" className="rounded-control">
          <Logo size="sm" />
        </Link>
        <Link to={paths.home} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft className="size-4" aria-hidden />
          Volver al inicio
        </Link>
      </div>
    </header>
  );
}
