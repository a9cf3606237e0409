import type { PublicMedia, PublicSpace } from '@citavet/domain/public/public-space.schema';
import { Images, Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { usePublicMedia } from '../api/get-public-media';
import {
  GALLERY_THUMBNAILS,
  hiddenGalleryCount,
  mediaLabel,
  orderGalleryItems,
} from '../booking-flow/gallery-items';
import { SectionCard } from './section-card';

// The lightbox (and Radix Dialog with it) is fetched the first time a visitor opens a picture.
const GalleryLightbox = lazy(() =>
  import('./gallery-lightbox').then((module) => ({ default: module.GalleryLightbox })),
);

function Thumbnail({ item, label }: { item: PublicMedia; label: string }) {
  const imageClasses = 'size-full object-cover transition-transform duration-300 group-hover:scale-105';
  if (item.mediaType === 'IMAGE' || item.thumbnailUrl) {
    return <img src={item.thumbnailUrl ?? item.url} alt={label} loading="lazy" className={imageClasses} />;
  }
  return <video src={item.url} muted preload="metadata" className={imageClasses} aria-label={label} />;
}

/** Up to eight thumbnails; a click opens the lightbox there. */
export function SpaceGallery({ space }: { space: PublicSpace }) {
  const mediaQuery = usePublicMedia(space.id, space.media);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const items = orderGalleryItems(mediaQuery.data?.media ?? space.media);
  if (items.length === 0) return null;

  const total = Math.max(mediaQuery.data?.pagination.total ?? 0, items.length);
  const hiddenCount = hiddenGalleryCount(total);
  const thumbnails = items.slice(0, GALLERY_THUMBNAILS);

  return (
    <SectionCard id="galeria" title="Galería" icon={Images}>
      <ul className="grid grid-cols-4 gap-2">
        {thumbnails.map((item, index) => {
          const label = mediaLabel(item, index);
          const isLastWithMore = index === GALLERY_THUMBNAILS - 1 && hiddenCount > 0;
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => setOpenIndex(index)}
                aria-label={
                  isLastWithMore ? `Ver ${hiddenCount} más en la galería` : `Ver ${label} en grande`
                }
                className="group relative block aspect-square w-full cursor-pointer overflow-hidden rounded-control bg-slate-100"
              >
                <Thumbnail item={item} label={label} />
                {item.mediaType === 'VIDEO' && (
                  <span className="absolute inset-0 flex items-center justify-center" aria-hidden>
                    <span className="flex size-10 items-center justify-center rounded-full bg-slate-900/60 text-white">
                      <Play className="size-5" />
                    </span>
                  </span>
                )}
                {isLastWithMore && (
                  <span
                    className="absolute inset-0 flex items-center justify-center bg-slate-900/75 text-sm font-semibold text-white md:text-lg"
                    aria-hidden
                  >
                    +{hiddenCount} más
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {openIndex !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox
            items={items}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
