import { useEffect, useState } from 'react';
import type { ButtonState } from './button';

interface MutationLike {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** Changes on every submit, so each result gets its own feedback window. */
  submittedAt: number;
}

export const BUTTON_FEEDBACK_MS = 2000;

/** Maps a mutation onto the save-button cycle: loading, then success or error for a moment, then idle. */
export function useButtonFeedback(mutation: MutationLike, durationMs = BUTTON_FEEDBACK_MS): ButtonState {
  const { isPending, isSuccess, isError, submittedAt } = mutation;
  const [expiredSubmission, setExpiredSubmission] = useState<number | null>(null);

  useEffect(() => {
    if (!isSuccess && !isError) return;
    const timer = setTimeout(() => setExpiredSubmission(submittedAt), durationMs);
    return () => clearTimeout(timer);
  }, [isSuccess, isError, submittedAt, durationMs]);

  if (isPending) return 'loading';
  if (expiredSubmission === submittedAt) return 'idle';
  if (isSuccess) return 'success';
  if (isError) return 'error';
  return 'idle';
}
