import type { Media } from '@citavet/domain/media/media.schema';
import { clsx } from 'clsx';
import { Play } from 'lucide-react';

interface MediaThumbnailProps {
  media: Media;
  className?: string;
}

/** An image's thumbnail, or a video's first frame under a play mark. */
export function MediaThumbnail({ media, className }: MediaThumbnailProps) {
  const alt = media.description || media.originalName;
  if (media.mediaType === 'IMAGE') {
    return (
      <img
        src={media.thumbnailUrl ?? media.url}
        alt={alt}
        loading="lazy"
        className={clsx('size-full object-cover', className)}
      />
    );
  }
  return (
    <span className={clsx('relative block size-full bg-slate-800', className)}>
      {/* '#t=0.1' makes the browser fetch and paint the first frame as a poster, without playing. */}
      <video
        src={`${media.url}#t=0.1`}
        muted
        playsInline
        preload="metadata"
        aria-label={alt}
        className="size-full object-cover"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-slate-900/70 text-white">
          <Play className="size-5 translate-x-px" aria-hidden />
        </span>
      </span>
    </span>
  );
}
