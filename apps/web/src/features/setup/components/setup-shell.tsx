import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

interface SetupShellProps {
  /** Shown beside the sign-out button on wide screens, so a shared computer shows whose setup it is. */
  userName?: string | undefined;
  onSignOut: () => void;
  /** A notice under the header (the e-mail verification banner), given by the route. */
  notice?: ReactNode;
  children: ReactNode;
}

/** The first-run frame: a slim header with the logo and 'Cerrar Sesión', and the wizard below. */
export function SetupShell({ userName, onSignOut, notice, children }: SetupShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary-tint/40 via-slate-50 to-slate-50">
      <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo size="sm" />
          <div className="flex items-center gap-3">
            {userName && <span className="hidden text-sm text-slate-600 sm:inline">{userName}</span>}
            <Button
              variant="ghost"
              size="sm"
              onClick={onSignOut}
              icon={<LogOut className="size-4" aria-hidden />}
            >
              Cerrar Sesión
            </Button>
          </div>
        </div>
      </header>
      {notice}
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
