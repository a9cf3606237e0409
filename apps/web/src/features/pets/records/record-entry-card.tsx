import { RECORD_KIND_LABELS, type RecordEntryBody } from '@citavet/domain/records/record-content.schema';
import { RECORD_STATUS_LABELS, type RecordEntryView } from '@citavet/domain/records/record-entry.schema';
import { recordTitle } from '@citavet/domain/records/record-summary';
import { Badge } from '@/components/ui/badge';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { dateTime, type EntryActions, RecordEntryDetails, RecordEntryFooter } from './record-entry-sections';
import { downloadRecordFile } from './records-api';

const KIND_TONES = {
  CONSULTATION: 'primary',
  VACCINATION: 'success',
  DEWORMING: 'success',
  PRESCRIPTION: 'accent',
  PROCEDURE: 'warning',
  LAB_RESULT: 'info',
  NOTE: 'neutral',
} as const;

/** One entry of the timeline: what it says, who wrote and signed it, its files and its addenda. */
export function RecordEntryCard({
  spaceId,
  petId,
  record,
  userId,
  actions,
}: {
  spaceId: string;
  petId: string;
  record: RecordEntryView;
  userId: string | null;
  actions: EntryActions;
}) {
  const isDraft = record.status === 'DRAFT';
  const isAuthor = userId !== null && record.author.id === userId;
  const body = { kind: record.kind, content: record.content } as RecordEntryBody;

  const download = (path: string, fileName: string) =>
    downloadRecordFile(spaceId, petId, path, fileName).catch((error: unknown) =>
      notify.error(getErrorMessage(error, 'No se pudo descargar el archivo')),
    );

  return (
    <article
      className="rounded-card border border-slate-200 bg-white p-4 shadow-xs"
      aria-labelledby={`entrada-${record.id}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={KIND_TONES[record.kind]}>{RECORD_KIND_LABELS[record.kind]}</Badge>
            <Badge tone={isDraft ? 'warning' : 'neutral'}>{RECORD_STATUS_LABELS[record.status]}</Badge>
          </div>
          <h3
            id={`entrada-${record.id}`}
            className="mt-1.5 break-words text-base font-semibold text-slate-900"
          >
            {recordTitle(body)}
          </h3>
          <p className="text-xs text-slate-600">
            <time dateTime={record.occurredAt} className="tabular-nums">
              {dateTime(record.localDateTime)}
            </time>{' '}
            · {record.author.name}
            {record.signedBy && ` · Firmada por ${record.signedBy.name}`}
          </p>
        </div>
      </header>
      <RecordEntryDetails record={record} onDownload={download} />
      <RecordEntryFooter
        spaceId={spaceId}
        petId={petId}
        record={record}
        isAuthor={isAuthor}
        actions={actions}
        onDownload={download}
      />
    </article>
  );
}
