import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { clsx } from 'clsx';
import { PauseCircle } from 'lucide-react';

/**
 * While the whole clinic has paused online booking (decision 078): the server's sentence, in the
 * clinic's zone, with the phone to call; the slots of the window are not offered meanwhile.
 */
export function OnlinePauseNotice({ space, className }: { space: PublicSpace; className?: string }) {
  const pause = space.onlinePause;
  if (!pause) return null;
  const phone = space.contactPhone?.trim();
  return (
    <div
      role="status"
      data-testid="aviso-pausa-online"
      className={clsx(
        'flex items-start gap-3 rounded-card border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900',
        className,
      )}
    >
      <PauseCircle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <p>
        {pause.message}
        {phone && (
          <>
            {' '}
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-medium underline">
              Llamar
            </a>
          </>
        )}
      </p>
    </div>
  );
}
