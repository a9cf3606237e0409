import type { Database, Transaction } from '@citavet/db/database';
import type { ImmunizationContent } from '@citavet/domain/records/record-content.schema';
import { type VaccinationCard, vaccinationCard } from '@citavet/domain/records/vaccination-card';
import type { AppDependencies } from '../../app-dependencies';
import { auditRecordView, clinicCalendar, type RequestActor, requireRecordPet } from './record-access';
import { listImmunizationRows } from './records-history.repository';

/** The card from the pet's signed vaccinations and dewormings, as of the clinic's today. */
export async function readVaccinationCard(
  db: Database | Transaction,
  spaceId: string,
  petId: string,
  today: string,
) {
  const rows = await listImmunizationRows(db, spaceId, petId);
  return vaccinationCard(
    rows.map((row) => {
      const content = row.content as ImmunizationContent;
      return {
        recordId: row.id,
        kind: row.kind === 'DEWORMING' ? 'DEWORMING' : 'VACCINATION',
        product: content.product,
        laboratory: content.laboratory,
        lot: content.lot,
        dose: content.dose,
        givenOn: content.givenOn,
        nextDueOn: content.nextDueOn,
      };
    }),
    today,
  );
}

export async function getVaccinationCard(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
): Promise<VaccinationCard> {
  const { db } = deps.database;
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId);
  const { today } = clinicCalendar(pet, deps.clock.now());
  const card = await readVaccinationCard(db, spaceId, petId, today);
  await auditRecordView(db, actor, spaceId, pet, { view: 'vaccinations' });
  return card;
}
