import { useState } from 'react';

interface SpaceLogoProps {
  name: string;
  logoUrl: string | null;
}

/** The clinic's logo, or its initial on the brand colour when it has none or it fails to load. */
export function SpaceLogo({ name, logoUrl }: SpaceLogoProps) {
  const [hasImageFailed, setHasImageFailed] = useState(false);
  if (logoUrl && !hasImageFailed) {
    return (
      <img
        src={logoUrl}
        alt={`Logo de ${name}`}
        loading="lazy"
        className="size-14 shrink-0 rounded-card border border-slate-200 bg-white object-contain"
        onError={() => setHasImageFailed(true)}
      />
    );
  }
  const initial = name.trim().charAt(0).toLocaleUpperCase('es-ES') || '?';
  return (
    <span
      aria-hidden
      className="flex size-14 shrink-0 items-center justify-center rounded-card bg-primary text-2xl font-semibold text-white"
    >
      {initial}
    </span>
  );
}
