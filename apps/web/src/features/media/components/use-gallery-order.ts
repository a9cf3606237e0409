import { MEDIA_MESSAGES, type Media } from '@citavet/domain/media/media.schema';
import { useEffect, useRef } from 'react';
import { notify } from '@/components/ui/toast';
import { useReorderMedia } from '../api/reorder-media';
import { moveByStep, moveToTarget } from '../media-order';
import { withReason } from './media-gallery-parts';
import type { MoveStep } from './media-item-actions';
import { useMediaDrag } from './use-media-drag';

/**
 * Reordering the gallery by dragging or by an item's arrows. The API takes the whole gallery in its
 * new order; an order that did not change is not sent.
 */
export function useGalleryOrder(spaceId: string, media: Media[], visibleIds: string[], canReorder: boolean) {
  const focusAfterMove = useRef<{ id: string; action: string } | null>(null);
  const reorder = useReorderMedia(spaceId);
  const order = media.map((item) => item.id);
  const applyOrder = (next: string[]) => {
    if (next.every((id, index) => id === order[index])) return;
    reorder.mutate(next, {
      onError: (error) => notify.error(withReason(MEDIA_MESSAGES.reorderFailed, error)),
    });
  };
  const drag = useMediaDrag(
    (movedId, targetId) => applyOrder(moveToTarget(order, movedId, targetId)),
    canReorder,
  );

  // A moved item's button keeps the keyboard focus, so it can be moved again step after step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the new order has been drawn.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const item = document.querySelector(`[data-media-id="${CSS.escape(target.id)}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`);
    (button ?? item?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)'))?.focus();
  }, [media]);

  const moveStep = (item: Media, step: MoveStep) => {
    focusAfterMove.current = { id: item.id, action: step < 0 ? 'move-before' : 'move-after' };
    applyOrder(moveByStep(order, visibleIds, item.id, step));
  };
  return { drag, moveStep };
}
