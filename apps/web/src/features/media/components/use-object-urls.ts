import { useEffect, useState } from 'react';

/**
 * A preview address per file, made when the files change and revoked when they change again or the
 * dialog closes, so no file stays pinned in memory (the previews of the upload modal).
 */
export function useObjectUrls(files: readonly File[]): ReadonlyMap<File, string> {
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(new Map());
  useEffect(() => {
    const created = new Map(files.map((file) => [file, URL.createObjectURL(file)] as const));
    setUrls(created);
    return () => {
      for (const url of created.values()) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}
