import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { countLabel } from '../media-files';

interface MediaSelectionBarProps {
  visibleCount: number;
  selectedCount: number;
  onSelectAll: () => void;
  onClear: () => void;
  onDeleteSelected: () => void;
}

/** Select all / clear, and the bulk delete once something is selected. */
export function MediaSelectionBar({
  visibleCount,
  selectedCount,
  onSelectAll,
  onClear,
  onDeleteSelected,
}: MediaSelectionBarProps) {
  const checkboxRef = useRef<HTMLInputElement>(null);
  const isAllSelected = visibleCount > 0 && selectedCount >= visibleCount;
  const isPartlySelected = selectedCount > 0 && !isAllSelected;

  // "Some selected" has no HTML attribute: it is a property of the element.
  useEffect(() => {
    if (checkboxRef.current) checkboxRef.current.indeterminate = isPartlySelected;
  }, [isPartlySelected]);

  return (
    <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <label className="inline-flex cursor-pointer items-center gap-2 text-slate-700">
        <input
          ref={checkboxRef}
          type="checkbox"
          checked={isAllSelected}
          onChange={(event) => (event.target.checked ? onSelectAll() : onClear())}
          className="size-4 cursor-pointer accent-primary"
        />
        Seleccionar todo
      </label>
      {selectedCount > 0 && (
        <>
          <span className="text-slate-600 tabular-nums" aria-live="polite">
            {countLabel(selectedCount, 'seleccionado', 'seleccionados')}
          </span>
          <Button variant="ghost" size="sm" onClick={onClear}>
            Limpiar selección
          </Button>
          <Button
            variant="danger"
            size="sm"
            onClick={onDeleteSelected}
            icon={<Trash2 className="size-4" aria-hidden />}
          >
            Eliminar seleccionados
          </Button>
        </>
      )}
    </div>
  );
}
