import { allergyConflictText } from '@citavet/domain/records/drug-allergy';
import type { RecordEntryBody } from '@citavet/domain/records/record-content.schema';
import type { RecordEntryView } from '@citavet/domain/records/record-entry.schema';
import { recordLines } from '@citavet/domain/records/record-lines';
import { FileDown, Mail, MessageSquarePlus, Paperclip, Pencil, PenLine } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useEmailDocument, useUploadAttachments } from './records-api';

export type EntryActions = {
  onEdit(record: RecordEntryView): void;
  onSign(record: RecordEntryView): void;
  onAddendum(record: RecordEntryView): void;
};

/** 'YYYY-MM-DD HH:mm' in the clinic's zone, read as 'DD/MM/YYYY HH:mm'. */
export const dateTime = (localDateTime: string) => {
  const [date = '', time = ''] = localDateTime.split(' ');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
};

/** What an entry says, line by line; a signing past an allergy alert; its files and its addenda. */
export function RecordEntryDetails({
  record,
  onDownload,
}: {
  record: RecordEntryView;
  onDownload: (path: string, fileName: string) => Promise<unknown>;
}) {
  const body = { kind: record.kind, content: record.content } as RecordEntryBody;
  return (
    <>
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
                onClick={() => void onDownload(`/records/${record.id}/attachments/${file.id}`, file.fileName)}
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
    </>
  );
}

/**
 * An entry's buttons: its author attaches, edits and signs a draft; a signed prescription is e-mailed
 * or downloaded; any signed entry takes an addendum.
 */
export function RecordEntryFooter({
  spaceId,
  petId,
  record,
  isAuthor,
  actions,
  onDownload: download,
}: {
  spaceId: string;
  petId: string;
  record: RecordEntryView;
  isAuthor: boolean;
  actions: EntryActions;
  onDownload: (path: string, fileName: string) => Promise<unknown>;
}) {
  const upload = useUploadAttachments(spaceId, petId);
  const email = useEmailDocument(spaceId, petId);
  const fileInput = useRef<HTMLInputElement>(null);
  const isDraft = record.status === 'DRAFT';

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

  return (
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
  );
}
