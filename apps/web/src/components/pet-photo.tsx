import { clsx } from 'clsx';
import { PawPrint } from 'lucide-react';
import { useProtectedImage } from '@/lib/use-protected-image';

const SIZES = {
  sm: { box: 'size-10', icon: 'size-5' },
  lg: { box: 'size-40 sm:size-48', icon: 'size-12' },
} as const;

/**
 * A pet's photo, or a paw when it has none (or while it loads): on the pet page and the pet cards.
 * The photo comes from a members-only route, fetched with the session's token.
 */
export function PetPhoto({
  photoUrl,
  name,
  size,
  className,
}: {
  photoUrl: string | null;
  name: string;
  size: keyof typeof SIZES;
  className?: string;
}) {
  const { box, icon } = SIZES[size];
  const src = useProtectedImage(photoUrl);
  if (!src) {
    return (
      <span
        className={clsx(
          'inline-flex shrink-0 items-center justify-center rounded-full bg-primary-tint',
          box,
          className,
        )}
        aria-hidden
      >
        <PawPrint className={clsx('text-primary-hover', icon)} />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={size === 'lg' ? `Foto de ${name}` : ''}
      loading="lazy"
      className={clsx('shrink-0 rounded-full bg-slate-100 object-cover', box, className)}
    />
  );
}
