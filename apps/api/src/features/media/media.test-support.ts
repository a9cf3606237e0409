import { join } from 'node:path';
import { media } from '@citavet/db/schema/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { bearer, type TestContext } from '../../test/test-app';
import { listFiles } from '../logo/logo.test-support';
import { type FormEntry, multipartForm } from './media-test-files';

// Helpers for the media tests (not a test file itself): real images made by sharp, uploads through
// the app, and what a refused upload may have left behind.

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' | 'tiff';

export function makeImage(format: ImageFormat, width = 320, height = 240): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } });
  return image.toFormat(format).toBuffer();
}

export async function uploadForm(context: TestContext, token: string, spaceId: string, entries: FormEntry[]) {
  const form = await multipartForm(entries);
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/media`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

/** Files stored for a space (uploads directory) and its media rows: both must be empty after a refusal. */
export async function leftovers(context: TestContext, spaceId: string) {
  const files = await listFiles(join(context.dataDir, 'uploads', 'spaces', spaceId));
  const rows = await context.database.db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.spaceId, spaceId));
  return { files, rows: rows.length };
}
