import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before the search runs: one request per pause, not per keystroke. */
export const SEARCH_DELAY_MS = 300;
export const SEARCH_MAX_LENGTH = 100;

/**
 * The directory's search box and its `?q=` parameter. The URL is the source of truth, so a search
 * can be shared or bookmarked; the box follows the URL when the user goes back or forward.
 */
export function useDirectorySearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const [text, setText] = useState(query);
  const [followedQuery, setFollowedQuery] = useState(query);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Adjusting state while rendering (not in an effect) keeps the box and the URL from ever disagreeing
  // on screen after a back/forward navigation.
  if (query !== followedQuery) {
    setFollowedQuery(query);
    if (text.trim() !== query) setText(query);
  }

  const applyQuery = useCallback(
    (value: string) => {
      clearTimeout(timerRef.current);
      const nextQuery = value.trim();
      // Replace, not push: every pause in typing is not a page the back button should visit.
      // The filters (use-directory-filters.ts) share the URL: only `q` changes here.
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (nextQuery) next.set('q', nextQuery);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const changeText = (value: string) => {
    setText(value);
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => applyQuery(value), SEARCH_DELAY_MS);
  };

  const submit = () => applyQuery(text);

  const clear = () => {
    setText('');
    applyQuery('');
  };

  useEffect(() => () => clearTimeout(timerRef.current), []);

  // A visitor who types and then opens a clinic leaves while the clinic's page is still loading; the
  // pending search must not fire then and pull them back to the list.
  const cancelPendingSearch = () => clearTimeout(timerRef.current);

  return { query, text, changeText, submit, clear, cancelPendingSearch };
}
