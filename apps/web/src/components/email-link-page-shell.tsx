import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/**
 * A page a client reaches from an e-mailed link (managing a booking, confirming attendance, a
 * waitlist offer or leaving the list) stands alone: the brand and one column.
 */
export function EmailLinkPageShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
          <Link to={paths.home} aria-label="Citavet, ir al inicio" className="rounded-control">
            <Logo size="sm" />
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
