import { type RangeEdge, TIMELINE_LATEST_MINUTE } from '@citavet/domain/schedules/schedule-timeline';
import { clsx } from 'clsx';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { formatMinute, PAGE_STEP_MINUTES, pixelsToMinute } from './timeline-scale';

interface RangeHandleProps {
  edge: RangeEdge;
  minute: number;
  min: number;
  max: number;
  /** "Inicio del rango 1 del Lunes": says which edge of which range this handle moves. */
  label: string;
  /** The day's track: pointer positions are read against its left edge. */
  trackRef: RefObject<HTMLDivElement | null>;
  isDisabled?: boolean;
  /** Asks to move the edge towards a minute; the owner snaps and clamps it with the domain rules. */
  onMove: (minute: number) => void;
  /** One grid step earlier (-1) or later (+1). */
  onNudge: (direction: -1 | 1) => void;
}

/**
 * One edge of a range: dragged with a pointer (mouse, pen or finger) and, as a slider, moved with the
 * keyboard — arrows by 15 minutes, Page Up/Down by an hour, Home/End to the furthest allowed time.
 */
export function RangeHandle({
  edge,
  minute,
  min,
  max,
  label,
  trackRef,
  isDisabled = false,
  onMove,
  onNudge,
}: RangeHandleProps) {
  const moveToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const track = trackRef.current;
    if (!track) return;
    const left = track.getBoundingClientRect().left;
    onMove(pixelsToMinute(event.clientX - left));
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (isDisabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    // Capture keeps the drag alive when the pointer leaves the thin handle (or the screen edge).
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) return;
    moveToPointer(event);
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isDisabled) return;
    switch (event.key) {
      case 'ArrowLeft':
      case 'ArrowDown':
        onNudge(-1);
        break;
      case 'ArrowRight':
      case 'ArrowUp':
        onNudge(1);
        break;
      case 'PageDown':
        onMove(minute - PAGE_STEP_MINUTES);
        break;
      case 'PageUp':
        onMove(minute + PAGE_STEP_MINUTES);
        break;
      case 'Home':
        onMove(0);
        break;
      case 'End':
        onMove(TIMELINE_LATEST_MINUTE);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div
      role="slider"
      tabIndex={isDisabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={minute}
      aria-valuetext={formatMinute(minute)}
      aria-orientation="horizontal"
      aria-disabled={isDisabled || undefined}
      data-edge={edge}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
      onKeyDown={handleKeyDown}
      className={clsx(
        'group absolute inset-y-0 z-10 flex w-6 touch-none items-center justify-center outline-none',
        edge === 'start' ? '-left-3' : '-right-3',
        isDisabled ? 'cursor-not-allowed' : 'cursor-ew-resize',
      )}
    >
      <span
        aria-hidden
        className={clsx(
          'h-7 w-1.5 rounded-full bg-primary shadow-sm ring-2 ring-white transition-transform',
          'group-hover:scale-y-110 group-focus-visible:w-2 group-focus-visible:ring-primary-tint',
          'group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-primary',
        )}
      />
    </div>
  );
}
