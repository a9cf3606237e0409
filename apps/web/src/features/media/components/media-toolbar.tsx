import { clsx } from 'clsx';
import { LayoutGrid, List } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { formatNumber } from '@/lib/formatters';
import { MediaUploadPicker } from './media-upload-picker';

export type MediaFilter = 'ALL' | 'IMAGE' | 'VIDEO';
export type MediaView = 'grid' | 'list';

export interface MediaCounts {
  all: number;
  images: number | null;
  videos: number | null;
}

interface MediaToolbarProps {
  filter: MediaFilter;
  onFilterChange: (filter: MediaFilter) => void;
  view: MediaView;
  onViewChange: (view: MediaView) => void;
  counts: MediaCounts;
  canEdit: boolean;
  onPickFiles: (files: File[]) => void;
}

const itemClasses =
  'inline-flex h-8 cursor-pointer items-center justify-center gap-1.5 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 sm:px-3 ' +
  'data-[state=on]:bg-white data-[state=on]:text-primary data-[state=on]:shadow-sm';

function withCount(label: string, count: number | null): string {
  return count === null ? label : `${label} (${formatNumber(count)})`;
}

/** Filter by type (with counts), grid or list, and the upload button. */
export function MediaToolbar({
  filter,
  onFilterChange,
  view,
  onViewChange,
  counts,
  canEdit,
  onPickFiles,
}: MediaToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ToggleGroup.Root
        type="single"
        value={filter}
        onValueChange={(value) => value && onFilterChange(value as MediaFilter)}
        aria-label="Filtrar por tipo"
        className="grid w-full grid-cols-3 gap-1 rounded-control bg-slate-100 p-1 sm:inline-flex sm:w-auto"
      >
        <ToggleGroup.Item value="ALL" className={itemClasses}>
          {withCount('Todos', counts.all)}
        </ToggleGroup.Item>
        <ToggleGroup.Item value="IMAGE" className={itemClasses}>
          {withCount('Imágenes', counts.images)}
        </ToggleGroup.Item>
        <ToggleGroup.Item value="VIDEO" className={itemClasses}>
          {withCount('Videos', counts.videos)}
        </ToggleGroup.Item>
      </ToggleGroup.Root>
      <ToggleGroup.Root
        type="single"
        value={view}
        onValueChange={(value) => value && onViewChange(value as MediaView)}
        aria-label="Vista"
        className="inline-flex gap-1 rounded-control bg-slate-100 p-1"
      >
        <ToggleGroup.Item
          value="grid"
          aria-label="Cuadrícula"
          title="Cuadrícula"
          className={clsx(itemClasses, 'px-2')}
        >
          <LayoutGrid className="size-4" aria-hidden />
        </ToggleGroup.Item>
        <ToggleGroup.Item value="list" aria-label="Lista" title="Lista" className={clsx(itemClasses, 'px-2')}>
          <List className="size-4" aria-hidden />
        </ToggleGroup.Item>
      </ToggleGroup.Root>
      {canEdit && (
        <div className="ml-auto">
          <MediaUploadPicker onPick={onPickFiles} />
        </div>
      )}
    </div>
  );
}
