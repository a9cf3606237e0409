import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

const sectionLinks = [
  { label: 'Características', to: paths.landingSection('features') },
  { label: 'Cómo Funciona', to: paths.landingSection('how-it-works') },
  { label: 'Precios', to: paths.pricing },
];

const linkClasses = 'text-sm font-medium text-slate-600 transition-colors hover:text-primary';

/** The fixed top bar of the public pages, with a collapsible menu on small screens. */
export function MarketingHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const location = useLocation();

  // A followed link closes the menu, including in-page anchors that do not change the path.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger.
  useEffect(() => setIsMenuOpen(false), [location.pathname, location.hash]);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200/80 bg-white/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-4 sm:px-6">
        <Link to={paths.home} aria-label="Citavet, ir al inicio" className="shrink-0">
          <Logo />
        </Link>
        <nav aria-label="Principal" className="hidden items-center gap-8 md:flex">
          {sectionLinks.map((link) => (
            <Link key={link.to} to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-3 md:flex">
          <Link to={paths.login} className={buttonStyles({ variant: 'ghost' })}>
            Iniciar Sesión
          </Link>
          <Link to={paths.register} className={buttonStyles({ variant: 'accent' })}>
            Prueba Gratis
          </Link>
        </div>
        <button
          type="button"
          className="-mr-2 cursor-pointer rounded-control p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="menu-movil"
          aria-label={isMenuOpen ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
        >
          {isMenuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </div>
      <div
        id="menu-movil"
        hidden={!isMenuOpen}
        className={clsx('border-t border-slate-200 bg-white px-4 pt-2 pb-5 shadow-card md:hidden')}
      >
        <nav aria-label="Menú móvil" className="flex flex-col">
          {sectionLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              onClick={() => setIsMenuOpen(false)}
              className="rounded-control px-2 py-3 text-base font-medium text-slate-700 hover:bg-slate-50"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Link to={paths.login} className={buttonStyles({ variant: 'outline', isFullWidth: true })}>
            Iniciar Sesión
          </Link>
          <Link to={paths.register} className={buttonStyles({ variant: 'accent', isFullWidth: true })}>
            Prueba Gratis
          </Link>
        </div>
      </div>
    </header>
  );
}
