import { type DragEvent, useState } from 'react';

/**
 * Drag-and-drop reordering with the browser's own drag events (mouse and pen). The move buttons on
 * every item are the keyboard and touch way to do the same.
 */
export function useMediaDrag(onDrop: (movedId: string, targetId: string) => void, isEnabled: boolean) {
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);

  const reset = () => {
    setDraggedId(null);
    setOverId(null);
  };

  const dragProps = (id: string) =>
    isEnabled
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', id);
            setDraggedId(id);
          },
          onDragOver: (event: DragEvent) => {
            // Only our own items are drop targets; files dragged in from the desktop pass through.
            if (!draggedId) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            if (overId !== id) setOverId(id);
          },
          onDrop: (event: DragEvent) => {
            if (!draggedId) return;
            event.preventDefault();
            if (draggedId !== id) onDrop(draggedId, id);
            reset();
          },
          onDragEnd: reset,
        }
      : {};

  return { dragProps, draggedId, overId };
}
