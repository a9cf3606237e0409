/**
 * Where the API serves a stored file (features/files): random keys that are never rewritten. The
 * local-disk storage answers this for `publicUrl`, and views built in the domain (a pet's photo)
 * use it too.
 */
export const storedFileUrl = (key: string) => `/api/files/${key}`;
