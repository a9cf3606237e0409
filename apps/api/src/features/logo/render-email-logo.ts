import type { Readable } from 'node:stream';
import { LOGO_MESSAGES } from '@citavet/domain/spaces/space.schema';
import sharp from 'sharp';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { findLogoKey } from './logo.repository';

// Logos are stored as WebP, which Outlook for Windows and older Apple Mail do not show. E-mails point
// at a PNG rendition instead, made from the stored file when asked: 144 px high at most (three times
// the 48 px the e-mail draws), kept in memory per stored key, which changes with every upload.

const EMAIL_LOGO_HEIGHT = 144;
const EMAIL_LOGO_MAX_WIDTH = 576;
const KEPT_RENDITIONS = 64;
const renditions = new Map<string, Buffer>();

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** GET /spaces/{spaceId}/logo.png (public): the space's logo as PNG, or 404 when it has none. */
export async function renderEmailLogo(deps: AppDependencies, spaceId: string): Promise<Buffer> {
  const key = await findLogoKey(deps.database.db, { spaceId });
  if (!key) throw notFound(LOGO_MESSAGES.none, 'LOGO_NOT_FOUND');
  const kept = renditions.get(key);
  if (kept) return kept;
  let png: Buffer;
  try {
    const stored = await readAll(await deps.storage.read(key));
    png = await sharp(stored)
      .resize(EMAIL_LOGO_MAX_WIDTH, EMAIL_LOGO_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    // A row whose file is gone (a crash between the two) has no logo to show.
    throw notFound(LOGO_MESSAGES.none, 'LOGO_NOT_FOUND');
  }
  if (renditions.size >= KEPT_RENDITIONS) {
    const oldest = renditions.keys().next().value;
    if (oldest !== undefined) renditions.delete(oldest);
  }
  renditions.set(key, png);
  return png;
}
