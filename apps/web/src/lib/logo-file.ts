import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@citavet/domain/spaces/space.schema';

export const LOGO_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const LOGO_HINT = 'PNG, JPG, GIF o WebP hasta 10MB, recomendado 200x200px';

/**
 * The client-side check before upload, shared by the setup wizard and the space
 * settings; the server checks the bytes again. Returns the message to show, or null when it may be sent.
 */
export function validateLogoFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(LOGO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return LOGO_MESSAGES.wrongType;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  if (file.size === 0) return LOGO_MESSAGES.invalid;
  return null;
}

/** Whether the browser can draw the file as a picture: a '.png' that is not one fails here. */
async function decodesAsImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * The wizard keeps the logo until the space exists, so nothing on the server would look at it yet:
 * the type and size checks, then whether the bytes are a picture at all ('Archivo no válido').
 */
export async function validateLogoImage(
  file: File,
  decodes: (file: Blob) => Promise<boolean> = decodesAsImage,
): Promise<string | null> {
  const problem = validateLogoFile(file);
  if (problem) return problem;
  return (await decodes(file)) ? null : LOGO_MESSAGES.invalid;
}
