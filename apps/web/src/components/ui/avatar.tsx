import { clsx } from 'clsx';
import { useState } from 'react';
import { getInitials } from '@/lib/initials';

interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizeClasses = { sm: 'size-8 text-xs', md: 'size-9 text-sm', lg: 'size-11 text-base' };

/** The user's picture, or up to two initials when there is none or it fails to load. */
export function Avatar({ name, imageUrl, size = 'md', className }: AvatarProps) {
  const [hasImageFailed, setHasImageFailed] = useState(false);
  const classes = clsx('shrink-0 rounded-full', sizeClasses[size], className);
  if (imageUrl && !hasImageFailed) {
    return (
      <img
        src={imageUrl}
        alt=""
        className={clsx(classes, 'object-cover')}
        onError={() => setHasImageFailed(true)}
      />
    );
  }
  return (
    <span
      className={clsx(
        classes,
        'flex items-center justify-center bg-primary-tint font-semibold text-primary-hover',
      )}
      aria-hidden
    >
      {getInitials(name)}
    </span>
  );
}
