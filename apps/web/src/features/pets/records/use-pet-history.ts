import type { RecordKind } from '@citavet/domain/records/record-content.schema';
import type { RecordEntryView } from '@citavet/domain/records/record-entry.schema';
import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { START_CONSULTATION_PARAM, START_CONSULTATION_REASON_PARAM } from '@/api/records-start';
import type { RecordFormTarget } from './record-form-fields';
import { useRecordTimeline } from './records-api';

/** The timeline filtered by kind and by a search that is deferred while it is typed. */
export function useFilteredTimeline(spaceId: string, petId: string) {
  const [kind, setKind] = useState<RecordKind | null>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const timeline = useRecordTimeline(spaceId, petId, { kind, search: deferredSearch });
  const records = timeline.data?.pages.flatMap((page) => page.records) ?? [];
  const isFiltered = kind !== null || deferredSearch.trim() !== '';
  return { kind, setKind, search, setSearch, timeline, records, isFiltered };
}

export type FilteredTimeline = ReturnType<typeof useFilteredTimeline>;

/** Which of the history's dialogs is open, and on which entry. */
export function useHistoryDialogs() {
  const [formTarget, setFormTarget] = useState<RecordFormTarget | null>(null);
  const [signing, setSigning] = useState<RecordEntryView | null>(null);
  const [addendumFor, setAddendumFor] = useState<RecordEntryView | null>(null);
  const [afterSigning, setAfterSigning] = useState<RecordEntryView | null>(null);
  return {
    formTarget,
    setFormTarget,
    signing,
    setSigning,
    addendumFor,
    setAddendumFor,
    afterSigning,
    setAfterSigning,
  };
}

export type HistoryDialogs = ReturnType<typeof useHistoryDialogs>;

/**
 * 'Iniciar consulta' from the agenda lands on the pet's page with the appointment's id (and its
 * reason): the consultation form opens for it once, and the parameters leave the address.
 */
export function useStartConsultation(openForm: (target: RecordFormTarget) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const startFromBooking = searchParams.get(START_CONSULTATION_PARAM);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read with the booking's id, once.
  useEffect(() => {
    if (!startFromBooking) return;
    const reason = searchParams.get(START_CONSULTATION_REASON_PARAM);
    openForm({ kind: 'CONSULTATION', record: null, bookingId: startFromBooking, reason });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(START_CONSULTATION_PARAM);
        next.delete(START_CONSULTATION_REASON_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [startFromBooking, setSearchParams]);
}
