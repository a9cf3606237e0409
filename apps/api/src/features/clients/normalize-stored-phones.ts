import type { Database } from '@citavet/db/database';
import { clinicRegion, normalizePhone } from '@citavet/domain/clients/phone-e164';
import { listPhonesToNormalize, saveNormalizedPhones } from './client-phones.repository';

const BATCH = 500;

/**
 * The backfill of decision 081: phones stored before they were kept in E.164 (marked by migration
 * 0041) are read in their clinic's country and rewritten, a number that does not read as valid kept
 * as typed, as every writer stores them now (stored-phone.ts). A clinic whose country is not known
 * (no country, none of its phones international) is left as it is, still marked: the next run
 * reads it again once the clinic says where it is. Idempotent; runs at the server's start.
 */
export async function normalizeStoredPhones(db: Database): Promise<{ rewritten: number; left: number }> {
  let afterId: string | null = null;
  let rewritten = 0;
  let left = 0;
  for (;;) {
    const rows = await listPhonesToNormalize(db, afterId, BATCH);
    for (const row of rows) {
      const region = clinicRegion({ country: row.country, phones: [row.spacePhone] });
      if (region === null) {
        left += 1;
        continue;
      }
      await saveNormalizedPhones(db, row.id, {
        phone: normalizePhone(row.phone, region),
        whatsapp: normalizePhone(row.whatsapp, region),
      });
      rewritten += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return { rewritten, left };
    afterId = last.id;
  }
}
