import { useEffect, useState } from 'react';
import { getStoredToken } from './session-storage';

/**
 * An image the API serves to signed-in members only (a pet's photo: the client's personal data). An
 * <img src> cannot send the bearer token, so the image is fetched with it and shown from an object
 * URL, released when the image changes or the component goes. Null while loading or on failure.
 */
export function useProtectedImage(url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    setObjectUrl(null);
    if (!url) return;
    const controller = new AbortController();
    let created: string | null = null;
    const token = getStoredToken();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  return objectUrl;
}
