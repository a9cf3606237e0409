import { describe, expect, it } from 'vitest';
import { validateLogoImage } from './logo-file';

const file = (bytes: number[], type = 'image/png') => new File([new Uint8Array(bytes)], 'logo.png', { type });

describe('validateLogoImage', () => {
  it('refuses a file named .png that is not a picture', async () => {
    expect(await validateLogoImage(file([0x25, 0x50, 0x44, 0x46]), async () => false)).toBe(
      'Archivo no válido',
    );
  });

  it('takes a picture, and never decodes a file already refused by type', async () => {
    let decoded = 0;
    const decodes = async () => {
      decoded += 1;
      return true;
    };
    expect(await validateLogoImage(file([0x89, 0x50, 0x4e, 0x47]), decodes)).toBeNull();
    expect(await validateLogoImage(file([1], 'application/pdf'), decodes)).toBe(
      'Solo se permiten archivos JPEG, PNG, GIF o WebP',
    );
    expect(decoded).toBe(1);
  });
});
