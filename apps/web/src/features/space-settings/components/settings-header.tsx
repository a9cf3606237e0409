import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface SettingsHeaderProps {
  spaceId: string;
  spaceName?: string | undefined;
  /** The save button and the unsaved-changes note; absent for read-only viewers and while loading. */
  actions?: ReactNode;
}

export const SETTINGS_TITLE = 'Configuración de mi Veterinaria';

/** Title, the way back to the agenda, and the save action, kept in view while the form scrolls. */
export function SettingsHeader({ spaceId, spaceName, actions }: SettingsHeaderProps) {
  return (
    // Sticky from tablet width up; on phones the actions sit in a bar fixed to the bottom of the screen.
    // The blur only applies from that width: a backdrop filter would make the header the frame of
    // that fixed bar and pin it here instead of to the screen.
    <header className="z-30 -mx-4 mb-6 border-b border-slate-200 px-4 py-3 sm:sticky sm:top-16 sm:bg-slate-50/95 sm:backdrop-blur lg:-mx-6 lg:px-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <Link
          to={paths.space.agenda(spaceId)}
          aria-label="Volver a la agenda"
          className="flex size-9 shrink-0 items-center justify-center rounded-control border border-slate-300 bg-white text-slate-600 shadow-xs hover:bg-slate-100 hover:text-slate-900"
        >
          <ArrowLeft className="size-4" aria-hidden />
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{SETTINGS_TITLE}</h1>
          {spaceName && <p className="truncate text-sm text-slate-600">{spaceName}</p>}
        </div>
        {actions && (
          <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0">
            {actions}
          </div>
        )}
      </div>
    </header>
  );
}
