import { allergyConflictText } from '@citavet/domain/records/drug-allergy';
import { RECORD_KIND_LABELS, type RecordEntryBody } from '@citavet/domain/records/record-content.schema';
import { RECORD_STATUS_LABELS, type RecordEntryView } from '@citavet/domain/records/record-entry.schema';
import { recordLines } from '@citavet/domain/records/record-lines';
import { recordTitle } from '@citavet/domain/records/record-summary';
import { FileDown, Mail, MessageSquarePlus, Paperclip, Pencil, PenLine } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { downloadRecordFile, useEmailDocument, useUploadAttachments } from './records-api';

const KIND_TONES = {
  CONSULTATION: 'primary',
  VACCINATION: 'success',
  DEWORMING: 'success',
  PRESCRIPTION: 'accent',
  PROCEDURE: 'warning',
  LAB_RESULT: 'info',
  NOTE: 'neutral',
} as const;

export type EntryActions = {
  onEdit(record: RecordEntryView): void;
  onSign(record: RecordEntryView): void;
  onAddendum(record: RecordEntryView): void;
};

const dateTime = (localDateTime: string) => {
  const [date = '', time = ''] = localDateTime.split(' ');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
};

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
  const upload = useUploadAttachments(spaceId, petId);
  const email = useEmailDocument(spaceId, petId);
  const fileInput = useRef<HTMLInputElement>(null);
  const isDraft = record.status === 'DRAFT';
  const isAuthor = userId !== null && record.author.id === userId;
  const body = { kind: record.kind, content: record.content } as RecordEntryBody;

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    try {
      await upload.mutateAsync({ recordId: record.id, files });
      notify.success('Archivos adjuntados');
    } catch (error) {
      notify.error(getErrorMessage(error, 'No se pudieron adjuntar los archivos'));
    }
  };
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
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {recordLines(body).map((line) => (
          <div key={`${line.label}-${line.value}`} className="contents">
            <dt className="font-medium text-slate-600">{line.label}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{line.value}</dd>
          </div>
        ))}
      </dl>
      {record.allergyOverride && (
        <p className="mt-3 rounded-control border border-error/30 bg-error/5 p-2.5 text-sm text-red-900">
          Firmada pese a la alerta por {record.allergyOverride.confirmedByName}:{' '}
          {record.allergyOverride.conflicts.map(allergyConflictText).join('; ')}
        </p>
      )}
      {record.attachments.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Adjuntos">
          {record.attachments.map((file) => (
            <li key={file.id}>
              <Button
                variant="outline"
                size="sm"
                icon={<Paperclip className="size-4" aria-hidden />}
                onClick={() => void download(`/records/${record.id}/attachments/${file.id}`, file.fileName)}
              >
                {file.fileName}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {record.addenda.length > 0 && (
        <section className="mt-3 space-y-2 border-l-2 border-primary/40 pl-3" aria-label="Adendas">
          {record.addenda.map((addendum) => (
            <div key={addendum.id} className="text-sm">
              <p className="text-xs font-medium text-slate-600">
                Adenda · <span className="tabular-nums">{dateTime(addendum.localDateTime)}</span> ·{' '}
                {addendum.author.name}
              </p>
              <p className="whitespace-pre-line break-words text-slate-900">{addendum.text}</p>
            </div>
          ))}
        </section>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3">
        {isDraft && isAuthor && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="application/pdf,image/jpeg,image/png,image/webp"
              multiple
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => void attach(event)}
            />
            <Button
              variant="ghost"
              size="sm"
              isLoading={upload.isPending}
              icon={<Paperclip className="size-4" aria-hidden />}
              onClick={() => fileInput.current?.click()}
            >
              Adjuntar
            </Button>
            <Button
              variant="outline"
              size="sm"
              icon={<Pencil className="size-4" aria-hidden />}
              onClick={() => actions.onEdit(record)}
            >
              Editar
            </Button>
            <Button
              size="sm"
              icon={<PenLine className="size-4" aria-hidden />}
              onClick={() => actions.onSign(record)}
            >
              Firmar
            </Button>
          </>
        )}
        {!isDraft && record.kind === 'PRESCRIPTION' && (
          <>
            <Button
              variant="ghost"
              size="sm"
              isLoading={email.isPending}
              icon={<Mail className="size-4" aria-hidden />}
              onClick={() =>
                email.mutate(
                  { kind: 'prescription', recordId: record.id },
                  {
                    onSuccess: (message) => notify.success(message ?? 'Receta enviada'),
                    onError: (error) => notify.error(getErrorMessage(error, 'No se pudo enviar la receta')),
                  },
                )
              }
            >
              Enviar al propietario
            </Button>
            <Button
              variant="outline"
              size="sm"
              icon={<FileDown className="size-4" aria-hidden />}
              onClick={() => void download(`/records/${record.id}/prescription.pdf`, 'receta.pdf')}
            >
              Receta PDF
            </Button>
          </>
        )}
        {!isDraft && (
          <Button
            variant="outline"
            size="sm"
            icon={<MessageSquarePlus className="size-4" aria-hidden />}
            onClick={() => actions.onAddendum(record)}
          >
            Agregar adenda
          </Button>
        )}
      </div>
    </article>
  );
}
