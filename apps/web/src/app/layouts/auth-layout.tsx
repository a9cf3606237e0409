import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  isWide?: boolean;
}

/** The account screens: a centered card with the icon logo, a title, an optional subtitle and the form. */
export function AuthLayout({ title, subtitle, children, isWide = false }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-br from-primary-tint/70 via-slate-50 to-orange-50 px-4 py-10 sm:justify-center">
      <main className={clsx('w-full', isWide ? 'max-w-lg' : 'max-w-md')}>
        <div className="rounded-card border border-slate-200/80 bg-white px-6 py-8 shadow-card sm:px-8">
          <div className="mb-7 flex flex-col items-center text-center">
            <Link to={paths.home} className="mb-5 rounded-control" aria-label="Citavet, ir al inicio">
              <Logo isIconOnly size="lg" />
            </Link>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {subtitle && <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p>}
          </div>
          {children}
        </div>
        <p className="mt-6 text-center text-sm text-slate-500">
          <Link to={paths.home} className="hover:text-slate-700 hover:underline">
            ← Volver al inicio
          </Link>
        </p>
      </main>
    </div>
  );
}
