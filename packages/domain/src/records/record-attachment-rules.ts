// Which files a medical record takes (lab PDFs, X-rays, photos), judged by their magic bytes
// (the detected MIME type), never by name or the browser's claim.

export const RECORD_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const RECORD_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const RECORD_MAX_FILES_PER_UPLOAD = 5;

export const RECORD_ATTACHMENT_MESSAGES = {
  unsupported: 'Solo se aceptan archivos PDF o imágenes (JPEG, PNG, WebP)',
  unreadableImage: 'La imagen está dañada o no se puede leer',
  unreadablePdf: 'El PDF está dañado o no se puede leer',
  pdfTooLarge: 'El PDF no puede superar 20 MB',
  imageTooLarge: 'La imagen no puede superar 15 MB',
  missing: 'Adjunta al menos un archivo',
  unknownField: 'El formulario solo admite el campo files',
  tooMany: `Como máximo ${RECORD_MAX_FILES_PER_UPLOAD} archivos por envío`,
  invalidForm: 'El formulario de subida no es válido',
  notFound: 'Adjunto no encontrado',
} as const;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type AttachmentKind =
  | { isAccepted: true; type: 'PDF' | 'IMAGE'; maxBytes: number; tooLargeMessage: string }
  | { isAccepted: false; message: string };

export function recordAttachmentKind(detectedMime: string | undefined): AttachmentKind {
  if (detectedMime === 'application/pdf') {
    return {
      isAccepted: true,
      type: 'PDF',
      maxBytes: RECORD_PDF_MAX_BYTES,
      tooLargeMessage: RECORD_ATTACHMENT_MESSAGES.pdfTooLarge,
    };
  }
  if (detectedMime && IMAGE_TYPES.has(detectedMime)) {
    return {
      isAccepted: true,
      type: 'IMAGE',
      maxBytes: RECORD_IMAGE_MAX_BYTES,
      tooLargeMessage: RECORD_ATTACHMENT_MESSAGES.imageTooLarge,
    };
  }
  return { isAccepted: false, message: RECORD_ATTACHMENT_MESSAGES.unsupported };
}
