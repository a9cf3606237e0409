import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

// Helpers for the logo tests (not a test file itself): real images made by sharp, and multipart bodies.

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

export function makeImage(format: ImageFormat, width = 800, height = 600): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 0.8 } },
  });
  return image.toFormat(format).toBuffer();
}

export type MultipartFile = { field?: string; bytes: Buffer | string; filename: string; type: string };

/** The bytes and content type a browser would send for this form (built by the platform's FormData). */
export async function multipartBody(file: MultipartFile) {
  const form = new FormData();
  const bytes =
    typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : new Uint8Array(file.bytes);
  form.append(file.field ?? 'logo', new Blob([bytes], { type: file.type }), file.filename);
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}

/** Every file under `directory`, relative to it; [] when it does not exist. */
export async function listFiles(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(directory.length + 1));
  } catch {
    return [];
  }
}
