import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { clsx } from 'clsx';
import { useState } from 'react';

type LogoSource = 'logo' | 'route' | 'initial';

interface SpaceLogoProps {
  space: Pick<PublicSpace, 'name' | 'logoUrl' | 'route' | 'color'>;
  className?: string;
}

/** The brand colour a space chose, else the product's primary teal. */
export function brandColor(space: Pick<PublicSpace, 'color'>): string {
  return space.color ?? 'var(--color-primary)';
}

/**
 * The clinic's logo; when it fails to load, the logo redirect by route, and at last the
 * initial letter on the brand colour.
 */
export function SpaceLogo({ space, className }: SpaceLogoProps) {
  const [source, setSource] = useState<LogoSource>(space.logoUrl ? 'logo' : 'initial');
  const classes = clsx('shrink-0 overflow-hidden rounded-card border-4 border-white shadow-card', className);
  const routeLogo = space.route ? `/api/public/space/by-route/${encodeURIComponent(space.route)}/logo` : null;
  const imageUrl = source === 'logo' ? space.logoUrl : source === 'route' ? routeLogo : null;

  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={`Logo de ${space.name}`}
        className={clsx(classes, 'bg-white object-contain')}
        onError={() => setSource(source === 'logo' && routeLogo ? 'route' : 'initial')}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`Logo de ${space.name}`}
      className={clsx(classes, 'flex items-center justify-center text-3xl font-bold text-white')}
      style={{ backgroundColor: brandColor(space) }}
    >
      {space.name.trim().charAt(0).toLocaleUpperCase('es-ES') || '?'}
    </span>
  );
}
