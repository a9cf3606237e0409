import { fileTypeFromBuffer } from 'file-type';

/** Bytes file-type needs to recognise every type the API cares about. */
export const SNIFF_BYTES = 4100;

export type DetectedFileType = { mime: string; extension: string };

// file-type names some types differently from the MIME types the spec and browsers use.
const CANONICAL_MIME: Record<string, string> = {
  'video/vnd.avi': 'video/x-msvideo',
  'video/MP1S': 'video/mpeg',
  'video/MP2P': 'video/mpeg',
  'image/apng': 'image/png',
};

/**
 * The type of a file from its first bytes (magic numbers), never from its name or the client's
 * MIME type. Undefined when nothing is recognised: empty files, text, SVG, HTML, JSON…
 */
export async function detectFileType(head: Uint8Array): Promise<DetectedFileType | undefined> {
  if (head.length === 0) return undefined;
  try {
    const found = await fileTypeFromBuffer(head);
    if (!found) return undefined;
    return { mime: CANONICAL_MIME[found.mime] ?? found.mime, extension: found.ext };
  } catch {
    // A header that makes the parser trip over itself is not a file we can vouch for.
    return undefined;
  }
}
