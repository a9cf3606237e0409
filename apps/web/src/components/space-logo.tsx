import { clsx } from 'clsx';
import { useState } from 'react';

type LogoSource = 'logo' | 'route' | 'initial';

export interface SpaceLogoProps {
  space: { name: string; logoUrl: string | null; route?: string | null; color?: string | null };
  /** Size, border and the initial's text size, which differ per place. */
  className?: string;
  /** Shown beside the clinic's name (a directory card): screen readers skip the initial, the image loads lazily. */
  decorative?: boolean;
}

/** The brand colour a space chose, else the product's primary teal. */
export function brandColor(space: { color?: string | null }): string {
  return space.color ?? 'var(--color-primary)';
}

/**
 * The clinic's logo; when it fails to load, the logo redirect by route (when the space has one), and
 * at last the initial letter on the brand colour.
 */
export function SpaceLogo({ space, className, decorative = false }: SpaceLogoProps) {
  const [source, setSource] = useState<LogoSource>(space.logoUrl ? 'logo' : 'initial');
  const classes = clsx('shrink-0 overflow-hidden rounded-card', className);
  const routeLogo = space.route ? `/api/public/space/by-route/${encodeURIComponent(space.route)}/logo` : null;
  const imageUrl = source === 'logo' ? space.logoUrl : source === 'route' ? routeLogo : null;
  const label = `Logo de ${space.name}`;

  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={label}
        loading={decorative ? 'lazy' : undefined}
        className={clsx(classes, 'bg-white object-contain')}
        onError={() => setSource(source === 'logo' && routeLogo ? 'route' : 'initial')}
      />
    );
  }
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      className={clsx(classes, 'flex items-center justify-center font-bold text-white')}
      style={{ backgroundColor: brandColor(space) }}
    >
      {space.name.trim().charAt(0).toLocaleUpperCase('es-ES') || '?'}
    </span>
  );
}
