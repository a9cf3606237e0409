/**
 * The whole gallery's order after moving `movedId` to where `targetId` is. The move is judged among
 * the items on screen (a filter may hide some): the moved item lands just before the target when
 * moving up, just after it when moving down, and hidden items keep their places around them.
 */
export function moveToTarget(order: readonly string[], movedId: string, targetId: string): string[] {
  if (movedId === targetId) return [...order];
  const from = order.indexOf(movedId);
  const to = order.indexOf(targetId);
  if (from < 0 || to < 0) return [...order];
  const next = order.filter((id) => id !== movedId);
  const targetIndex = next.indexOf(targetId);
  next.splice(from < to ? targetIndex + 1 : targetIndex, 0, movedId);
  return next;
}

/** One step up (-1) or down (+1) among the visible items. */
export function moveByStep(
  order: readonly string[],
  visibleIds: readonly string[],
  movedId: string,
  step: -1 | 1,
): string[] {
  const visibleIndex = visibleIds.indexOf(movedId);
  const targetId = visibleIds[visibleIndex + step];
  return visibleIndex < 0 || !targetId ? [...order] : moveToTarget(order, movedId, targetId);
}
