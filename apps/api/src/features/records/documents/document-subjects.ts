import type { Readable } from 'node:stream';
import { PET_NOT_FOUND_MESSAGE } from '@citavet/domain/pets/pet.schema';
import sharp from 'sharp';
import type { AppDependencies } from '../../../app-dependencies';
import { notFound } from '../../../http/app-error';
import { findDocumentSubjects } from './record-documents.repository';
import type { ClinicHeader, OwnerHeader, PetHeader } from './record-pdf';

export type DocumentSubjects = {
  clinic: ClinicHeader;
  pet: PetHeader & { id: string };
  owner: OwnerHeader & { id: string };
  timeZone: string;
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The clinic's logo as a small PNG pdfkit can draw (it reads no WebP); null when there is none. */
async function logoPng(deps: AppDependencies, logoKey: string | null): Promise<Buffer | null> {
  if (!logoKey) return null;
  try {
    const bytes = await readAll(await deps.storage.read(logoKey));
    return await sharp(bytes).resize(256, 256, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  } catch {
    return null;
  }
}

/** Clinic, pet and owner for a document's header (the caller has checked the space and the pet). */
export async function loadDocumentSubjects(
  deps: AppDependencies,
  spaceId: string,
  petId: string,
): Promise<DocumentSubjects> {
  const row = await findDocumentSubjects(deps.database.db, spaceId, petId);
  if (!row) throw notFound(PET_NOT_FOUND_MESSAGE, 'PET_NOT_FOUND');
  const { logoKey, timeZone, ...clinic } = row.clinic;
  return {
    clinic: { ...clinic, logo: await logoPng(deps, logoKey) },
    pet: row.pet,
    owner: row.owner,
    timeZone,
  };
}
