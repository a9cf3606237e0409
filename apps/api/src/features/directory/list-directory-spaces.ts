import type { DirectoryList, DirectoryQuery } from '@citavet/domain/public/directory.schema';
import { containsPattern } from '@citavet/domain/public/search-text';
import type { AppDependencies } from '../../app-dependencies';
import { countDirectorySpaces, listDirectorySpaces } from './directory.repository';

/** GET /directory/spaces: bookable clinics by name, optionally searched by name or city. */
export async function listDirectory(deps: AppDependencies, query: DirectoryQuery): Promise<DirectoryList> {
  const { db } = deps.database;
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const [rows, total] = await Promise.all([
    listDirectorySpaces(db, { pattern, limit: query.limit, offset: query.offset }),
    countDirectorySpaces(db, pattern),
  ]);
  return {
    spaces: rows.map(({ logoKey, ...row }) => ({
      ...row,
      logoUrl: logoKey ? deps.storage.publicUrl(logoKey) : null,
    })),
    total,
  };
}
